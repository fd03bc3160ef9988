import type { CaseStudy } from "@/lib/proof";
import { SiteLink } from "./site-link";

/**
 * A case study on a list: the organisation and the title (the link; the whole card is its target), then the measured
 * outcome, read as one phrase, and the summary.
 */
export function CaseStudyCard({ study, readLabel }: { study: CaseStudy; readLabel: string }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-raised shadow-card transition-shadow duration-300 focus-within:ring-2 focus-within:ring-brand hover:shadow-card-hover">
      <div className="bg-gradient-to-br from-brand-700 via-brand-800 to-ink-950 p-7">
        <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">{study.organisation}</p>
        <h3 className="mt-3 text-xl font-bold tracking-tight text-balance text-white">
          <SiteLink href={study.path} className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none">
            {study.title}
          </SiteLink>
        </h3>
      </div>
      <div className="flex flex-1 flex-col p-7">
        <p className="text-4xl font-extrabold tracking-tight text-brand">{study.outcome.value}</p>
        <p className="mt-1 font-medium text-body">{study.outcome.label}</p>
        <p className="mt-4 flex-1 leading-relaxed text-muted">{study.summary}</p>
        <p aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand">
          {readLabel}
          <span className="transition-transform group-hover:translate-x-1">→</span>
        </p>
      </div>
    </article>
  );
}
