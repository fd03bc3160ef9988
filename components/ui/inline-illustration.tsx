import type { IllustrationName } from "@/content/types";
import { readIllustration } from "@/lib/inline-svg";

interface InlineIllustrationProps {
  name: IllustrationName;
  /** What the drawing tells, for assistive technology. Without it the drawing is decoration, hidden from them. */
  alt?: string;
  className?: string;
}

/**
 * One of the site's drawings, written into the HTML at build time, where an image would not do: the home page's hero
 * (an image there is the largest paint on a phone, and waits for its file), its impact cards' spots (see IconCard), the
 * Services cards' (see ServiceCard) and the offline page's (shown with no network). It takes its colours from the page's
 * `--illo-*` palette, so it follows the colour scheme (docs/decisions.md#d86). Every other drawing is an `Illustration`, an image.
 */
export function InlineIllustration({ name, alt, className }: InlineIllustrationProps) {
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
