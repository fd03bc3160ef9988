import type { Card } from "@/content/types";
import { CardRow } from "@/components/ui/card-row";
import { IconCard } from "@/components/ui/icon-card";
import { headingGap, Section, sectionTitleId, type SectionBackground } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

interface CardGridSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  cards: Card[];
  background?: SectionBackground;
}

/** A heading over three icon cards: Home's problem, About's solutions; one a row, laid across, on a tablet. */
export function CardGridSection({ id, eyebrow, title, intro, cards, background }: CardGridSectionProps) {
  return (
    <Section id={id} background={background}>
      <SectionHeading id={sectionTitleId(id)} eyebrow={eyebrow} title={title} intro={intro} />
      <CardRow labelledBy={sectionTitleId(id)} className={`${headingGap} lg:grid-cols-3`}>
        {cards.map((card) => (
          <li key={card.name}>
            <IconCard icon={card.icon} title={card.name} description={card.description} across />
          </li>
        ))}
      </CardRow>
    </Section>
  );
}
