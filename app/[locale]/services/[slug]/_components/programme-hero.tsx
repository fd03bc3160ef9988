import type { ProgrammeContent } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";
import { StatStrip } from "@/components/ui/stat-strip";
import { PageHeader } from "@/components/sections/page-header";

/** The top of a programme page: its h1, two calls to action and three key facts. */
export function ProgrammeHero({ id, label, hero }: { id: string; label: string; hero: ProgrammeContent["hero"] }) {
  return (
    <PageHeader id={id} eyebrow={label} title={hero.title} intro={hero.intro}>
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
      <StatStrip stats={hero.facts} className="mx-auto mt-12 max-w-5xl sm:mt-16" />
    </PageHeader>
  );
}
