import type { Stat } from "@/content/types";
import { cn } from "@/lib/cn";

/**
 * Three key figures in a frosted strip. Each value comes before its label in the page as on screen, so a screen
 * reader or a page without styles reads "1 in 5 users report…", the way the labels are written, in every language.
 * Each figure sits on the strip's bottom edge, so labels of different lengths end level.
 */
export function StatStrip({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <ul
      className={cn(
        "grid gap-4 rounded-2xl border border-line bg-white/80 p-6 shadow-card backdrop-blur sm:grid-cols-3 sm:gap-0 sm:divide-x sm:divide-line",
        className,
      )}
    >
      {stats.map((stat) => (
        <li key={stat.label} className="flex flex-col justify-end gap-1 sm:px-6">
          <p className="text-2xl font-bold tracking-tight text-ink-950">{stat.value}</p>
          <p className="text-sm leading-snug text-ink-600">{stat.label}</p>
        </li>
      ))}
    </ul>
  );
}
