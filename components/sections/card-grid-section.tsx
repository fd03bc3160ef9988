import type { Card } from "@/content/types";
import { cn } from "@/lib/cn";
import { IconCard } from "@/components/ui/icon-card";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

interface CardGridSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  cards: Card[];
  background?: "white" | "surface";
}

/** A heading over three icon cards: Home's problem, About's solutions. */
export function CardGridSection({ id, eyebrow, title, intro, cards, background = "white" }: CardGridSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn("py-20 sm:py-28", background === "surface" && "bg-surface")}>
      <Reveal className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.name}>
              <IconCard icon={card.icon} title={card.name} description={card.description} />
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
