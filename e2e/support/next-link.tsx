import type { AnchorHTMLAttributes } from "react";

/** Stands in for next/link when a component is rendered outside Next (see e2e/tsconfig.json). */
export default function Link({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...props} />;
}
