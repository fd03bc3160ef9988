import type { Metadata } from "next";
import { about } from "@/content/about";
import { pageMetadata } from "@/lib/metadata";
import { CardGridSection } from "@/components/sections/card-grid-section";
import { PageHeader } from "@/components/sections/page-header";
import { StorySection } from "./_components/story-section";
import { TeamSection } from "./_components/team-section";

export const metadata: Metadata = pageMetadata(about.meta);

export default function AboutPage() {
  return (
    <div id="about">
      <PageHeader id="page" title={about.title} intro={about.tagline} />
      <StorySection id="story" story={about.story} mission={about.mission} vision={about.vision} />
      <CardGridSection id="about-solutions" background="surface" {...about.solutions} />
      <TeamSection id="team" team={about.team} />
    </div>
  );
}
