import { SiteLink } from "@/components/ui/site-link";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface ArrowLinkProps {
  href: string;
  children: ReactNode;
  /** `back` puts the arrow before the label, pointing left. */
  direction?: "forward" | "back";
  className?: string;
}

/** A text link with an arrow that nudges on hover: "Learn more →", "← All posts". */
export function ArrowLink({ href, children, direction = "forward", className }: ArrowLinkProps) {
  const back = direction === "back";
  const arrow = (
    <span aria-hidden="true" className={cn("transition-transform", back ? "group-hover:-translate-x-1" : "group-hover:translate-x-1")}>
      {back ? "←" : "→"}
    </span>
  );
  return (
    <SiteLink href={href} className={cn("group inline-flex items-center gap-2 rounded-full font-semibold text-brand hover:text-brand-strong", className)}>
      {back && arrow}
      {children}
      {!back && arrow}
    </SiteLink>
  );
}
