import type { Principle } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { Section, sectionTitleId, type SectionBackground } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { UnbrokenWords } from "@/components/ui/unbroken-words";

interface PrinciplesSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  principles: Principle[];
  background?: SectionBackground;
}

/** A heading on the left and a two-by-two grid of short principles on the right. */
export function PrinciplesSection({ id, eyebrow, title, intro, principles, background }: PrinciplesSectionProps) {
  return (
    <Section id={id} background={background} containerClassName="grid gap-12 lg:grid-cols-3 lg:gap-16">
      <SectionHeading id={sectionTitleId(id)} align="left" eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:col-span-2">
        {principles.map((principle) => (
          <li key={principle.title} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-raised text-brand shadow-card ring-1 ring-line">
              <Icon name={principle.icon} className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">
                <UnbrokenWords text={principle.title} />
              </h3>
              <p className="mt-2 leading-relaxed text-pretty text-muted">{principle.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
