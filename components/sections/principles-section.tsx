import type { Principle } from "@/content/types";
import { cn } from "@/lib/cn";
import { Icon } from "@/components/ui/icon";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

interface PrinciplesSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  principles: Principle[];
  background?: "white" | "surface";
}

/** A heading on the left and a two-by-two grid of short principles on the right. */
export function PrinciplesSection({ id, eyebrow, title, intro, principles, background = "white" }: PrinciplesSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={cn("py-20 sm:py-28", background === "surface" && "bg-surface")}>
      <Reveal className="container-page grid gap-12 lg:grid-cols-3 lg:gap-16">
        <SectionHeading id={titleId} align="left" eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:col-span-2">
          {principles.map((principle) => (
            <li key={principle.title} className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-card ring-1 ring-line">
                <Icon name={principle.icon} className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink-950">{principle.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{principle.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
