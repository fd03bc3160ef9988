import type { ProgrammeContent } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "./page-header";

/** The top of a programme page: its h1, two calls to action and three key facts. */
export function ProgrammeHero({ label, hero }: { label: string; hero: ProgrammeContent["hero"] }) {
  return (
    <PageHeader eyebrow={label} title={hero.title} intro={hero.intro}>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href={hero.primary.href} size="lg">
          {hero.primary.label}
        </ButtonLink>
        {hero.secondary && (
          <ButtonLink href={hero.secondary.href} size="lg" variant="outline">
            {hero.secondary.label}
          </ButtonLink>
        )}
      </div>
      <dl className="mx-auto mt-12 grid max-w-5xl gap-4 rounded-2xl border border-line bg-white/80 p-6 shadow-card backdrop-blur sm:mt-16 sm:grid-cols-3 sm:gap-0 sm:divide-x sm:divide-line">
        {hero.facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse gap-1 sm:px-6">
            <dt className="text-sm leading-snug text-ink-600">{fact.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-ink-950">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </PageHeader>
  );
}
