import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { proofIn } from "@/lib/proof";
import { CallToAction } from "@/components/sections/call-to-action";
import { CaseStudyCards } from "@/components/sections/case-study-cards";
import { PageHeader } from "@/components/sections/page-header";
import { ProgrammeGrid } from "./_components/programme-grid";
import { ServiceCard } from "./_components/service-card";
import { Section } from "@/components/ui/section";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).services.meta, locale);
}

export default async function ServicesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { services, programmes, programmesSection, proof } = getContent(locale);
  return (
    <>
      <PageHeader id="page" title={services.title} intro={services.tagline} />
      {/* A plain band, not a section: the cards belong to the page header above, the "Our Solutions" region. */}
      <Section id="service-cards" label={false} spacing="none" className="pb-8">
        {/* Four rows a card, shared from 1024 px (ServiceCard), with no gap between them: the cards' own spacing. */}
        <ul className="grid gap-6 lg:grid-cols-3 lg:gap-y-0">
          {services.cards.map((service) => (
            <li key={service.name} className="lg:row-span-4 lg:grid lg:grid-rows-subgrid">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>
      <ProgrammeGrid id="programmes" section={programmesSection} programmes={programmes} />
      <CaseStudyCards id="case-studies" studies={proofIn(locale).caseStudies} copy={proof.caseStudies} />
      <CallToAction id="cta" title={services.closing.title} body={services.closing.body} primary={services.closing.cta} />
    </>
  );
}
