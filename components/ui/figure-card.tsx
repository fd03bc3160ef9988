import type { Figure } from "@/lib/proof";
import { cn } from "@/lib/cn";
import { ExternalLink } from "./external-link";
import { TemplateText } from "./template-text";

interface FigureCardProps {
  figure: Figure;
  /** "Source: {source}, as of {date}". */
  sourceLine: string;
  newTabNote: string;
  className?: string;
}

/**
 * A measured figure. The value comes before what it counts, so it reads as one phrase ("1,240 developers trained…"),
 * and under it, always, who measured it and when (docs/decisions.md#d89); the source links to where it can be checked.
 * A dark card, the same on every ground, so a figure is recognised wherever it is.
 */
export function FigureCard({ figure, sourceLine, newTabNote, className }: FigureCardProps) {
  const source = figure.sourceUrl ? (
    <ExternalLink href={figure.sourceUrl} newTabNote={newTabNote} className="underline underline-offset-4 hover:text-white">
      {figure.source}
    </ExternalLink>
  ) : (
    figure.source
  );
  return (
    <div className={cn("flex h-full flex-col rounded-2xl bg-gradient-to-br from-brand-800 via-brand-900 to-ink-950 p-6 shadow-card sm:p-7", className)}>
      <p className="text-4xl font-extrabold tracking-tight text-brand-300 sm:text-5xl">{figure.value}</p>
      <p className="mt-2 flex-1 text-lg leading-snug text-white">{figure.label}</p>
      <p className="mt-6 border-t border-white/15 pt-4 text-sm leading-relaxed text-white/75">
        <TemplateText template={sourceLine} values={{ source, date: <time dateTime={figure.date}>{figure.dateLabel}</time> }} />
      </p>
    </div>
  );
}
