import type { HomeContent } from "@/content/types";
import { CardRow } from "@/components/ui/card-row";
import { IconCard } from "@/components/ui/icon-card";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

export function ImpactAreas({ id, impact }: { id: string; impact: HomeContent["impact"] }) {
  return (
    <Section id={id} background="surface">
      <SectionHeading id={sectionTitleId(id)} eyebrow={impact.eyebrow} title={impact.title} intro={impact.intro} />
      <CardRow labelledBy={sectionTitleId(id)} className={`${headingGap} lg:grid-cols-3`}>
        {impact.goals.map((goal) => (
          <li key={goal.name}>
            <IconCard illustration={goal.drawing} badge={goal.goal} title={goal.name} description={goal.description} across />
          </li>
        ))}
      </CardRow>
      <p className={`${headingGap} mx-auto max-w-3xl text-center text-xl font-semibold tracking-tight text-balance text-ink sm:text-3xl`}>{impact.closing}</p>
    </Section>
  );
}
