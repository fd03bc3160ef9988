import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getContent } from "@/content/dictionaries";
import type { Locale } from "@/content/locales";
import { pageLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { breadcrumbData, programmeData } from "@/lib/structured-data";
import { CallToAction } from "@/components/sections/call-to-action";
import { CardGridSection } from "@/components/sections/card-grid-section";
import { NoteCallout } from "@/components/sections/note-callout";
import { ProgrammeHero } from "./_components/programme-hero";
import { ProgrammeOverview } from "./_components/programme-overview";
import { StepsSection } from "./_components/steps-section";
import { JsonLd } from "@/components/ui/json-ld";

interface ProgrammePageProps {
  params: Promise<{ locale?: string; slug: string }>;
}

// Only the programmes in content/<locale>/programmes.ts exist; any other /services/<slug> is a 404.
export const dynamicParams = false;

function getProgramme(locale: Locale, slug: string) {
  return getContent(locale).programmes.find((programme) => programme.slug === slug);
}

// Next hands this the parent segments' params: `locale` under app/[locale]/, none in the English tree.
export async function generateStaticParams({ params }: { params: { locale?: string; slug?: string } }) {
  const locale = await pageLocale(Promise.resolve(params));
  return getContent(locale).programmes.map((programme) => ({ slug: programme.slug }));
}

export async function generateMetadata({ params }: ProgrammePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const programme = getProgramme(locale, (await params).slug);
  return programme ? pageMetadata(programme.meta, locale) : {};
}

export default async function ProgrammePage({ params }: ProgrammePageProps) {
  const locale = await pageLocale(params);
  const programme = getProgramme(locale, (await params).slug);
  if (!programme) notFound();
  const { assistiveCopy, services } = getContent(locale);

  return (
    <>
      <JsonLd
        data={breadcrumbData(locale, [
          { name: services.meta.title, path: services.meta.path },
          { name: programme.label, path: programme.meta.path },
        ])}
      />
      <JsonLd data={programmeData(programme, locale)} />
      <ProgrammeHero id="page" label={programme.label} hero={programme.hero} />
      <ProgrammeOverview id="what-it-is" overview={programme.overview} />
      <CardGridSection id="who-it-is-for" background="surface" {...programme.audience} />
      <StepsSection id="how-it-works" {...programme.steps} steps={programme.steps.items} stepLabel={assistiveCopy.stepLabel}>
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
