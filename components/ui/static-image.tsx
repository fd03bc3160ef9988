interface StaticImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * An image shipped as a file in public/. With `images.unoptimized` (a static export has no image server),
 * next/image writes this same `<img>` but is a client component: every page using it downloaded and ran its
 * code for nothing (docs/decisions.md#d41). This one is HTML only. Width and height keep the layout still while it loads.
 * Loaded lazily: the site's drawings, which may be in the first screen, are components/ui/illustration.tsx.
 */
export function StaticImage({ src, alt, width, height, className }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image adds client code and nothing else under a static export (see above).
    <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />
  );
}
