import type { HomeContent } from "@/content/types";
import { IconCard } from "@/components/ui/icon-card";
import { Reveal } from "@/components/ui/reveal";
import { SectionHeading } from "@/components/ui/section-heading";

export function ImpactAreas({ impact }: { impact: HomeContent["impact"] }) {
  return (
    <section aria-labelledby="impact-title" className="bg-surface py-20 sm:py-28">
      <Reveal className="container-page">
        <SectionHeading id="impact-title" eyebrow={impact.eyebrow} title={impact.title} intro={impact.intro} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {impact.goals.map((goal) => (
            <li key={goal.name}>
              <IconCard icon={goal.icon} badge={goal.goal} title={goal.name} description={goal.description} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-14 max-w-3xl text-center text-2xl font-semibold tracking-tight text-balance text-ink-950 sm:text-3xl">
          {impact.closing}
        </p>
      </Reveal>
    </section>
  );
}
