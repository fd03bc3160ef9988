import type { IllustrationName } from "@/content/types";
import { DRAWINGS_PATH, readIllustration } from "@/lib/inline-svg";

interface IllustrationProps {
  name: IllustrationName;
  /** What the drawing tells, for assistive technology. Without it the drawing is decoration, hidden from them. */
  alt?: string;
  className?: string;
}

/**
 * One of the site's drawings, as an image of its own file (app/drawings/[file]/route.ts), which carries its colours for
 * both schemes: the page's HTML and its payload no longer carry the drawing twice, nor hydrate its hundreds of nodes
 * (docs/decisions.md#d86). Width and height come from its viewBox, so its box is kept before it loads. Lazy: a drawing
 * in the first screen, which would be the largest paint and wait for its file, is an `InlineIllustration`.
 */
export function Illustration({ name, alt = "", className }: IllustrationProps) {
  const [, , width, height] = readIllustration(name)
    .viewBox.split(/[\s,]+/)
    .map(Number);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image adds client code and nothing else under a static export (D41).
    <img
      src={`${DRAWINGS_PATH}/${name}.svg`}
      alt={alt}
      width={width}
      height={height}
      className={className}
      data-illustration={name}
      loading="lazy"
      decoding="async"
    />
  );
}
