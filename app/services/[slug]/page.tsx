import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { programmes } from "@/content/programmes";
import { pageMetadata } from "@/lib/metadata";
import { CallToAction } from "@/components/sections/call-to-action";
import { CardGridSection } from "@/components/sections/card-grid-section";
import { NoteCallout } from "@/components/sections/note-callout";
import { ProgrammeHero } from "./_components/programme-hero";
import { ProgrammeOverview } from "./_components/programme-overview";
import { StepsSection } from "./_components/steps-section";

interface ProgrammePageProps {
  params: Promise<{ slug: string }>;
}

// Only the programmes in content/programmes.ts exist; any other /services/<slug> is a 404.
export const dynamicParams = false;

function getProgramme(slug: string) {
  return programmes.find((programme) => programme.slug === slug);
}

export function generateStaticParams() {
  return programmes.map((programme) => ({ slug: programme.slug }));
}

export async function generateMetadata({ params }: ProgrammePageProps): Promise<Metadata> {
  const programme = getProgramme((await params).slug);
  return programme ? pageMetadata(programme.meta) : {};
}

export default async function ProgrammePage({ params }: ProgrammePageProps) {
  const programme = getProgramme((await params).slug);
  if (!programme) notFound();

  return (
    <>
      <ProgrammeHero id="page" label={programme.label} hero={programme.hero} />
      <ProgrammeOverview id="what-it-is" overview={programme.overview} />
      <CardGridSection id="who-it-is-for" background="surface" {...programme.audience} />
      <StepsSection id="how-it-works" {...programme.steps} steps={programme.steps.items}>
        {programme.note && (
          <NoteCallout
            id="programme-note"
            headingLevel="h3"
            icon="heart"
            title={programme.note.title}
            body={programme.note.body}
            className="mx-auto mt-10 max-w-4xl"
          />
        )}
      </StepsSection>
      <CallToAction id="cta" {...programme.cta} />
    </>
  );
}
