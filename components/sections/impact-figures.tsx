import type { ProofCopy } from "@/content/types";
import type { Figure } from "@/lib/proof";
import { BalancedGrid } from "@/components/ui/balanced-grid";
import { FigureCard } from "@/components/ui/figure-card";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

interface ImpactFiguresProps {
  id: string;
  figures: Figure[];
  copy: ProofCopy["impactFigures"];
  newTabNote: string;
}

/** The impact figures of content/proof.ts, each with its source and date (Home, About); nothing without one. */
export function ImpactFigures({ id, figures, copy, newTabNote }: ImpactFiguresProps) {
  if (figures.length === 0) return null;
  return (
    <Section id={id}>
      <SectionHeading id={sectionTitleId(id)} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <BalancedGrid count={figures.length} className={headingGap}>
        {figures.map((figure) => (
          <li key={figure.id}>
            <FigureCard figure={figure} sourceLine={copy.sourceLine} newTabNote={newTabNote} />
          </li>
        ))}
      </BalancedGrid>
    </Section>
  );
}
