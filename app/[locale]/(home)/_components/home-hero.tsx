import type { AudienceDoor as Door, HomeContent } from "@/content/types";
import { cn } from "@/lib/cn";
import { ArrowLink } from "@/components/ui/arrow-link";
import { buttonClasses } from "@/components/ui/button-classes";
import { AudienceDoor } from "@/components/layout/audience-door";
import { Glow } from "@/components/ui/glow";
import { LinkLabel } from "@/components/ui/link-label";
import { Section, sectionTitleId } from "@/components/ui/section";
import { StatStrip } from "@/components/ui/stat-strip";
import { InlineIllustration } from "@/components/ui/inline-illustration";

/**
 * The page's first screen: rendered visible in the HTML, its drawing included, never waiting on JavaScript.
 * Each audience's door is on it on a 375 × 740 phone, in every language (docs/decisions.md#d104): organisations' first,
 * the spec's 'Partner With Us', then AI talent's.
 */
export function HomeHero({ id, hero, doors }: { id: string; hero: HomeContent["hero"]; doors: Door[] }) {
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
      <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
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
          {/* Each door as wide as its words, side by side: two equal columns broke "Devenir partenaire" over two lines at 360 px. */}
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            {[...doors].reverse().map((door, index) => (
              <AudienceDoor
                key={door.href}
                door={door}
                id={`hero-door-${index}`}
                className="flex flex-col gap-1.5"
                audienceClassName="text-sm font-medium text-muted"
                linkClassName={cn(buttonClasses(index === 0 ? "primary" : "outline", "lg"), "px-4 sm:px-7")}
              />
            ))}
          </div>
          <ArrowLink href={hero.secondary.href} className="mt-5">
            <LinkLabel link={hero.secondary} />
          </ArrowLink>
        </div>

        {/* In the HTML, not an image: on a phone the image was the largest paint and waited for its file (LCP 1.31 s). */}
        <InlineIllustration name={hero.illustration.drawing} alt={hero.illustration.alt} className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
      </div>

      <StatStrip stats={hero.stats} className="mt-8 sm:mt-16 lg:mt-20" />
    </Section>
  );
}
