import type { ProofCopy } from "@/content/types";
import type { CaseStudy } from "@/lib/proof";
import { BalancedGrid } from "@/components/ui/balanced-grid";
import { CaseStudyCard } from "@/components/ui/case-study-card";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

interface CaseStudyCardsProps {
  id: string;
  studies: CaseStudy[];
  copy: ProofCopy["caseStudies"];
}

/** A card for each case study, newest first, each leading to its page (Home, Services); nothing without one. */
export function CaseStudyCards({ id, studies, copy }: CaseStudyCardsProps) {
  if (studies.length === 0) return null;
  return (
    <Section id={id}>
      <SectionHeading id={sectionTitleId(id)} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <BalancedGrid count={studies.length} className={headingGap}>
        {studies.map((study) => (
          <li key={study.slug}>
            <CaseStudyCard study={study} readLabel={copy.readLabel} />
          </li>
        ))}
      </BalancedGrid>
    </Section>
  );
}
