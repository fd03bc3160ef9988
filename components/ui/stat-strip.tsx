import type { Stat } from "@/content/types";
import { cn } from "@/lib/cn";

/**
 * Three key figures in a strip. Each value comes before its label in the page as on screen, so a screen
 * reader or a page without styles reads "1 in 5 users report…", the way the labels are written, in every language.
 * Side by side, the items share two rows (a subgrid): the figures line up on one line and the labels start on the
 * next, however long each label is or however many lines a figure takes (issue 29).
 */
export function StatStrip({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <ul
      className={cn(
        "grid gap-4 rounded-2xl border border-line bg-raised p-6 shadow-card sm:grid-cols-3 sm:gap-x-0 sm:gap-y-1 sm:divide-x sm:divide-line",
        className,
      )}
    >
      {stats.map((stat) => (
        <li key={stat.label} className="flex flex-col gap-1 sm:row-span-2 sm:grid sm:grid-rows-subgrid sm:px-6">
          <p className="text-2xl font-extrabold tracking-tight text-brand">{stat.value}</p>
          <p className="text-sm leading-snug text-muted">{stat.label}</p>
        </li>
      ))}
    </ul>
  );
}
