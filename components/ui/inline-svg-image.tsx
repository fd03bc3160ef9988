import type { ImageAsset } from "@/content/types";
import { readPublicSvg } from "@/lib/inline-svg";

/**
 * A drawing from public/ written into the HTML at build time instead of fetched (docs/decisions.md#d42): for a
 * page's largest picture, which then paints with the first words, costs no request on a slow network, and
 * leaves the page's largest paint to its text. An image for assistive technology, named by its alt text.
 */
export function InlineSvgImage({ image, idPrefix, className }: { image: ImageAsset; idPrefix: string; className?: string }) {
  const { viewBox, content } = readPublicSvg(image.src, idPrefix);
  return (
    <svg
      viewBox={viewBox}
      width={image.width}
      height={image.height}
      role="img"
      aria-label={image.alt}
      className={className}
      // Trusted build input: the site's own file, refused by lib/inline-svg.ts if it holds a script or a style.
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}
