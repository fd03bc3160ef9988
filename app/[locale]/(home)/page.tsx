import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { webSiteData } from "@/lib/structured-data";
import { formMessages, formOutcome } from "@/lib/form-messages";
import { proofIn } from "@/lib/proof";
import { CallToAction } from "@/components/sections/call-to-action";
import { CardGridSection } from "@/components/sections/card-grid-section";
import { CaseStudyCards } from "@/components/sections/case-study-cards";
import { ContactSection } from "@/components/sections/contact-section";
import { LazyContactForm } from "@/components/forms/lazy-contact-form";
import { ImpactFigures } from "@/components/sections/impact-figures";
import { FeatureBlock } from "./_components/feature-block";
import { HomeHero } from "./_components/home-hero";
import { ImpactAreas } from "./_components/impact-areas";
import { PartnerLogos } from "./_components/partner-logos";
import { Testimonials } from "./_components/testimonials";
import { TransformationSolutions } from "./_components/transformation-solutions";
import { JsonLd } from "@/components/ui/json-ld";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).home.meta, locale);
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const content = getContent(locale);
  const { home, navigation, contact, forms, proof, assistiveCopy } = content;
  const [talentDoor, organisationsDoor] = navigation.doors;
  const shown = proofIn(locale);
  return (
    <>
      <JsonLd data={webSiteData(locale)} />
      <HomeHero id="home" hero={home.hero} doors={navigation.doors} />
      <PartnerLogos id="partners" logos={shown.logos} title={proof.logos.title} newTabNote={assistiveCopy.newTabNote} />
      <CardGridSection id="problem" {...home.problem} />
      <ImpactAreas id="impact" impact={home.impact} />
      <ImpactFigures id="figures" figures={shown.impactFigures} copy={proof.impactFigures} newTabNote={assistiveCopy.newTabNote} />
      <TransformationSolutions id="solutions" solutions={home.solutions} />
      {home.features.map((feature, index) => (
        <FeatureBlock key={feature.title} id={`feature-${index + 1}`} feature={feature} moreLabel={home.moreLabel} reversed={index % 2 === 1} />
      ))}
      <CaseStudyCards id="case-studies" studies={shown.caseStudies} copy={proof.caseStudies} />
      <Testimonials id="testimonials" testimonials={shown.testimonials} copy={proof.testimonials} locale={locale} />
      <CallToAction id="cta" {...home.closing} primary={organisationsDoor} secondary={talentDoor} />
      <ContactSection
        id="contact"
        variant="embedded"
        contact={contact}
        messages={formMessages(forms)}
        outcome={formOutcome(content, "contact")}
        language={locale}
        Form={LazyContactForm}
      />
    </>
  );
}
