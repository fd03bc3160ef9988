import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getContent } from "@/content/dictionaries";
import type { Locale } from "@/content/locales";
import { pageLocale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { proofIn } from "@/lib/proof";
import { breadcrumbData, caseStudyData } from "@/lib/structured-data";
import { CallToAction } from "@/components/sections/call-to-action";
import { PageHeader } from "@/components/sections/page-header";
import { CaseStudyPart } from "./_components/case-study-part";
import { BalancedGrid } from "@/components/ui/balanced-grid";
import { CaseStudyCard } from "@/components/ui/case-study-card";
import { FigureCard } from "@/components/ui/figure-card";
import { JsonLd } from "@/components/ui/json-ld";
import { Section, sectionTitleId } from "@/components/ui/section";
import { TemplateText } from "@/components/ui/template-text";
import { TestimonialCard } from "@/components/ui/testimonial-card";

interface CaseStudyPageProps {
  params: Promise<{ locale?: string; slug: string }>;
}

// Only the case studies of content/proof.ts exist; any other /case-studies/<slug> is a 404. This file is a page only
// while there is one (its `.case-study.tsx` extension, next.config.ts): under output: "export" Next refuses a dynamic
// route with no page to build (docs/decisions.md#d88).
export const dynamicParams = false;

function getCaseStudy(locale: Locale, slug: string) {
  return proofIn(locale).caseStudies.find((study) => study.slug === slug);
}

// Next hands this the parent segments' params: `locale` under app/[locale]/, none in the English tree.
export async function generateStaticParams({ params }: { params: { locale?: string; slug?: string } }) {
  const locale = await pageLocale(Promise.resolve(params));
  return proofIn(locale).caseStudies.map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: CaseStudyPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const study = getCaseStudy(locale, (await params).slug);
  if (!study) return {};
  return pageMetadata({ path: study.path, title: study.title, description: study.summary }, locale, { type: "article", publishedTime: study.published });
}

export default async function CaseStudyPage({ params }: CaseStudyPageProps) {
  const locale = await pageLocale(params);
  const study = getCaseStudy(locale, (await params).slug);
  if (!study) notFound();
  const { proof, assistiveCopy } = getContent(locale);
  const { page, readLabel } = proof.caseStudies;
  const others = proofIn(locale).caseStudies.filter((other) => other.slug !== study.slug);

  return (
    <>
      <JsonLd data={breadcrumbData(locale, [{ name: study.title, path: study.path }])} />
      <JsonLd data={caseStudyData(study, locale)} />
      <PageHeader id="page" eyebrow={page.eyebrow} title={study.title} intro={study.summary}>
        <p className="mt-6 text-center text-sm text-muted">
          <span className="font-medium text-body">{study.organisation}</span>
          <span aria-hidden="true"> · </span>
          <TemplateText template={page.publishedLabel} values={{ date: <time dateTime={study.published}>{study.publishedLabel}</time> }} />
        </p>
      </PageHeader>
      {/* The result measured, part of the header above, in the story's column. */}
      <Section id="result" label={false} spacing="none" className="pb-12 sm:pb-16" containerClassName="max-w-3xl">
        <FigureCard figure={study.outcome} sourceLine={proof.impactFigures.sourceLine} newTabNote={assistiveCopy.newTabNote} />
      </Section>
      <CaseStudyPart id="challenge" title={page.challengeTitle} paragraphs={study.challenge} />
      <CaseStudyPart id="approach" title={page.approachTitle} paragraphs={study.approach} />
      <CaseStudyPart id="outcome" title={page.outcomeTitle} paragraphs={study.outcome.paragraphs}>
        {study.testimonial && <TestimonialCard testimonial={study.testimonial} pageLocale={locale} className="mt-10" />}
      </CaseStudyPart>
      {others.length > 0 && (
        <Section id="more-case-studies" background="surface" spacing="sm" className="border-t border-line">
          <h2 id={sectionTitleId("more-case-studies")} className="text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {page.moreTitle}
          </h2>
          <BalancedGrid count={others.length} className="mt-8">
            {others.map((other) => (
              <li key={other.slug}>
                <CaseStudyCard study={other} readLabel={readLabel} />
              </li>
            ))}
          </BalancedGrid>
        </Section>
      )}
      <CallToAction id="cta" {...page.cta} />
    </>
  );
}
