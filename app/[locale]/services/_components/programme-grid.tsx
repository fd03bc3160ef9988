import type { ProgrammeContent, ProgrammesSectionContent } from "@/content/types";
import { CardRow } from "@/components/ui/card-row";
import { IconCard } from "@/components/ui/icon-card";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

interface ProgrammeGridProps {
  id: string;
  section: ProgrammesSectionContent;
  programmes: Pick<ProgrammeContent, "slug" | "label" | "icon" | "summary" | "meta">[];
}

/** Cards that lead to each programme page; the whole card is the link's target. */
export function ProgrammeGrid({ id, section, programmes }: ProgrammeGridProps) {
  return (
    <Section id={id} background="surface" spacing="lg">
      <SectionHeading id={sectionTitleId(id)} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      <CardRow labelledBy={sectionTitleId(id)} focusable={false} className={`${headingGap} md:grid-cols-3`}>
        {programmes.map((programme) => (
          <li key={programme.slug}>
            <IconCard icon={programme.icon} title={programme.label} description={programme.summary} href={programme.meta.path} linkLabel={section.linkLabel} />
          </li>
        ))}
      </CardRow>
    </Section>
  );
}
