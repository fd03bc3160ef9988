import type { IllustrationName } from "@/content/types";
import { readIllustration } from "@/lib/inline-svg";

interface IllustrationProps {
  name: IllustrationName;
  /** What the drawing tells, for assistive technology. Without it the drawing is decoration, hidden from them. */
  alt?: string;
  className?: string;
}

/**
 * One of the site's drawings, written into the HTML at build time instead of fetched: it
 * paints with the words, costs no request, is never the page's largest paint, and takes its colours from the page's
 * `--illo-*` palette, so it follows the colour scheme (docs/decisions.md#d86). Width and height come from its viewBox,
 * so it keeps its shape before the stylesheet sizes it.
 */
export function Illustration({ name, alt, className }: IllustrationProps) {
  const { viewBox, content } = readIllustration(name);
  const [, , width, height] = viewBox.split(/[\s,]+/).map(Number);
  return (
    <svg
      viewBox={viewBox}
      width={width}
      height={height}
      className={className}
      data-illustration={name}
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      // Trusted build input: the site's own file, refused by lib/inline-svg.ts if it holds a script or a style.
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}
