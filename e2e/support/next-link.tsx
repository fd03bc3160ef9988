import type { AnchorHTMLAttributes } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean | null };

/** Stands in for next/link when a component is rendered outside Next (see e2e/tsconfig.json), where nothing prefetches. */
export default function Link({ href, prefetch, ...props }: LinkProps) {
  void prefetch;
  return <a href={href} {...props} />;
}
