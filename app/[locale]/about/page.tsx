import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { CardGridSection } from "@/components/sections/card-grid-section";
import { PageHeader } from "@/components/sections/page-header";
import { StorySection } from "./_components/story-section";
import { TeamSection } from "./_components/team-section";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).about.meta, locale);
}

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { about, assistiveCopy } = getContent(locale);
  return (
    <div id="about">
      <PageHeader id="page" title={about.title} intro={about.tagline} />
      <StorySection id="story" story={about.story} mission={about.mission} vision={about.vision} />
      <CardGridSection id="about-solutions" background="surface" {...about.solutions} />
      <TeamSection id="team" team={about.team} portraitAlt={assistiveCopy.portraitAlt} />
    </div>
  );
}
