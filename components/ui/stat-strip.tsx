import type { Stat } from "@/content/types";
import { cn } from "@/lib/cn";

/** Three key figures in a frosted strip, each value read after its label. */
export function StatStrip({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl
      className={cn(
        "grid gap-4 rounded-2xl border border-line bg-white/80 p-6 shadow-card backdrop-blur sm:grid-cols-3 sm:gap-0 sm:divide-x sm:divide-line",
        className,
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1 sm:px-6">
          <dt className="text-sm leading-snug text-ink-600">{stat.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-ink-950">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
