import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { proofIn } from "@/lib/proof";
import { CardGridSection } from "@/components/sections/card-grid-section";
import { ImpactFigures } from "@/components/sections/impact-figures";
import { PageHeader } from "@/components/sections/page-header";
import { PressMentions } from "./_components/press-mentions";
import { StorySection } from "./_components/story-section";
import { TeamSection } from "./_components/team-section";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).about.meta, locale);
}

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { about, assistiveCopy, proof } = getContent(locale);
  const shown = proofIn(locale);
  return (
    <div id="about">
      <PageHeader id="page" title={about.title} intro={about.tagline} />
      <StorySection id="story" story={about.story} mission={about.mission} vision={about.vision} />
      <ImpactFigures id="figures" figures={shown.impactFigures} copy={proof.impactFigures} newTabNote={assistiveCopy.newTabNote} />
      <CardGridSection id="about-solutions" background="surface" {...about.solutions} />
      <TeamSection id="team" team={about.team} portraitAlt={assistiveCopy.portraitAlt} />
      <PressMentions id="press" mentions={shown.pressMentions} copy={proof.press} locale={locale} newTabNote={assistiveCopy.newTabNote} />
    </div>
  );
}
