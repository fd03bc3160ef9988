import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Columns for a number of cards that leave no card alone on a row when it can be helped: one wide, two or four in pairs, else threes. */
function columnsFor(count: number): string {
  if (count === 1) return "mx-auto max-w-2xl";
  if (count === 2 || count === 4) return "mx-auto max-w-5xl md:grid-cols-2";
  return "md:grid-cols-2 lg:grid-cols-3";
}

/** A list of cards whose columns follow how many there are: proof comes in any number, from one. */
export function BalancedGrid({ count, className, children }: { count: number; className?: string; children: ReactNode }) {
  return <ul className={cn("grid gap-6", columnsFor(count), className)}>{children}</ul>;
}
