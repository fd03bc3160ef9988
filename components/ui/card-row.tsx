import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface CardRowProps {
  /** The id of the section's heading, which names the list. */
  labelledBy: string;
  /** The grid on wider screens, such as `md:grid-cols-3`. */
  className: string;
  /**
   * A tab stop of its own, so a keyboard can scroll the row on a phone: for cards without a link inside (axe's
   * scrollable-region-focusable). Cards that are links give the row their focus as it moves.
   */
  focusable?: boolean;
  children: ReactNode;
}

/**
 * A list of cards: a grid on wider screens, a row that scrolls sideways and snaps on a phone (`snap-row` in
 * app/globals.css; docs/decisions.md#d103). Every card's words are in the page, shown or a swipe away.
 */
export function CardRow({ labelledBy, className, focusable = true, children }: CardRowProps) {
  return (
    <ul tabIndex={focusable ? 0 : undefined} aria-labelledby={labelledBy} className={cn("snap-row gap-6 md:grid", className)}>
      {children}
    </ul>
  );
}
