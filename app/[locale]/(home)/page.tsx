import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { webSiteData } from "@/lib/structured-data";
import { formMessages, formOutcome } from "@/lib/form-messages";
import { CallToAction } from "@/components/sections/call-to-action";
import { CardGridSection } from "@/components/sections/card-grid-section";
import { ContactSection } from "@/components/sections/contact-section";
import { FeatureBlock } from "./_components/feature-block";
import { HomeHero } from "./_components/home-hero";
import { ImpactAreas } from "./_components/impact-areas";
import { TransformationSolutions } from "./_components/transformation-solutions";
import { JsonLd } from "@/components/ui/json-ld";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).home.meta, locale);
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const content = getContent(locale);
  const { home, contact, forms } = content;
  return (
    <>
      <JsonLd data={webSiteData(locale)} />
      <HomeHero id="home" hero={home.hero} />
      <CardGridSection id="problem" {...home.problem} />
      <ImpactAreas id="impact" impact={home.impact} />
      <TransformationSolutions id="solutions" solutions={home.solutions} />
      {home.features.map((feature, index) => (
        <FeatureBlock key={feature.title} id={`feature-${index + 1}`} feature={feature} reversed={index % 2 === 1} />
      ))}
      <CallToAction id="cta" {...home.closing} />
      <ContactSection
        id="contact"
        variant="embedded"
        contact={contact}
        messages={formMessages(forms)}
        outcome={formOutcome(content, "contact")}
        language={locale}
      />
    </>
  );
}
