import type { HomeContent } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";
import { Glow } from "@/components/ui/glow";
import { LinkLabel } from "@/components/ui/link-label";
import { Section, sectionTitleId } from "@/components/ui/section";
import { StatStrip } from "@/components/ui/stat-strip";
import { Illustration } from "@/components/ui/illustration";

/**
 * The page's first screen: rendered visible in the HTML, its illustration included, never waiting on JavaScript.
 * On a 360 × 640 phone its main call to action is on that screen in every language (docs/decisions.md#d62).
 */
export function HomeHero({ id, hero }: { id: string; hero: HomeContent["hero"] }) {
  return (
    <Section
      id={id}
      spacing="none"
      reveal={false}
      className="relative isolate overflow-hidden bg-gradient-to-b from-tint via-page to-page pt-24 pb-12 sm:pt-32 sm:pb-16 lg:pt-40 lg:pb-24"
      decoration={
        <>
          <Glow className="-top-40 -right-32 size-[36rem] bg-glow" />
          <Glow className="top-40 -left-40 size-[28rem] bg-glow-warm" />
        </>
      }
    >
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-tint-strong bg-page px-4 py-1.5 text-sm font-medium text-brand-strong shadow-sm">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
            {hero.badge}
          </p>
          <h1 id={sectionTitleId(id)} className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
            {hero.headline}
          </h1>
          <p className="mt-4 text-xl font-semibold text-pretty text-brand sm:mt-5 sm:text-2xl">{hero.tagline}</p>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-pretty text-muted sm:mt-5 sm:text-lg">{hero.intro}</p>
          <div className="mt-7 flex flex-col gap-3 sm:mt-8 sm:flex-row">
            <ButtonLink href={hero.primary.href} size="lg">
              <LinkLabel link={hero.primary} />
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} size="lg" variant="outline">
              <LinkLabel link={hero.secondary} />
            </ButtonLink>
          </div>
        </div>

        <Illustration name={hero.illustration.drawing} alt={hero.illustration.alt} className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
      </div>

      <StatStrip stats={hero.stats} className="mt-12 sm:mt-16 lg:mt-20" />
    </Section>
  );
}
