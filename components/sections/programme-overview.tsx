import type { ProgrammeContent } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { Reveal } from "@/components/ui/reveal";

/** "What it is": the explanation on the left, what is included on the right. */
export function ProgrammeOverview({ id, overview }: { id: string; overview: ProgrammeContent["overview"] }) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="py-16 sm:py-24">
      <Reveal className="container-page grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="eyebrow">{overview.eyebrow}</p>
          <h2 id={titleId} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl">
            {overview.title}
          </h2>
          {overview.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-pretty text-ink-600">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="self-start rounded-3xl border border-brand-100 bg-brand-50 p-7 sm:p-9">
          <h3 className="text-xl font-semibold text-ink-950">{overview.pointsTitle}</h3>
          <ul className="mt-6 space-y-4">
            {overview.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-800">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon name="check" className="size-4" />
                </span>
                <span className="leading-relaxed">{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>
    </section>
  );
}
