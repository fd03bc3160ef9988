import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Reveal } from "./reveal";

export type SectionBackground = "white" | "surface" | "dark";

/**
 * The vertical rhythm between bands, smallest to largest. `none` is for the bands at the top of a page,
 * which set their own padding to clear the fixed navbar. Phones get about two thirds of the wider screens'
 * padding (docs/decisions.md#d62, #d103): two bands 160 px apart were a fifth of a phone's screen of nothing each time.
 */
export type SectionSpacing = "sm" | "md" | "lg" | "xl" | "none";

const backgrounds: Record<SectionBackground, string | undefined> = {
  white: undefined,
  surface: "bg-surface",
  dark: "bg-deep",
};

const spacings: Record<SectionSpacing, string | undefined> = {
  sm: "py-10 sm:py-20",
  md: "py-10 sm:py-24",
  lg: "py-12 sm:py-24",
  xl: "py-12 sm:py-28",
  none: undefined,
};

/** The space between a band's heading and what follows it (cards, a list, a form), on the same rhythm. */
export const headingGap = "mt-8 sm:mt-14";

/** The id of a section's heading: the one place the `${id}-title` rule is written. */
export function sectionTitleId(id: string): string {
  return `${id}-title`;
}

interface SectionProps {
  /** Rendered on the band; its heading must carry `sectionTitleId(id)`. Unique on the page. */
  id: string;
  /**
   * Only for a band without a heading of its own: a string names the region (aria-label); `false` makes the band
   * a plain `<div>`, for content that belongs to the section before it (HTML expects every `<section>` to have a
   * heading; docs/decisions.md#d54). By default the region is named by its heading.
   */
  label?: string | false;
  background?: SectionBackground;
  spacing?: SectionSpacing;
  /** The content fades in when scrolled to (see Reveal). */
  reveal?: boolean;
  /** Decorative layers behind the content, such as glows; they must be aria-hidden. */
  decoration?: ReactNode;
  /** Extras on the <section>: positioning, scroll margin, a gradient. */
  className?: string;
  /** Layout of the content inside the page container, such as a grid. */
  containerClassName?: string;
  children: ReactNode;
}

/** One band of a page: the labelled region, its background, its vertical rhythm and the page container. */
export function Section({ id, label, background = "white", spacing = "xl", reveal = true, decoration, className, containerClassName, children }: SectionProps) {
  const Band = label === false ? "div" : "section";
  const Container = reveal ? Reveal : "div";
  return (
    <Band
      id={id}
      aria-labelledby={label === undefined ? sectionTitleId(id) : undefined}
      aria-label={label || undefined}
      // Two bands on the page's own ground in a row share one gap: app/globals.css drops the second one's top padding.
      data-page-ground={background === "white" ? "" : undefined}
      className={cn(backgrounds[background], spacings[spacing], className) || undefined}
    >
      {decoration}
      <Container className={cn("container-page", containerClassName)}>{children}</Container>
    </Band>
  );
}
