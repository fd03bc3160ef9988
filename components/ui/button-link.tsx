import { SiteLink } from "@/components/ui/site-link";
import type { ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function ButtonLink({ href, children, variant = "primary", size = "md", className }: ButtonLinkProps) {
  return (
    <SiteLink href={href} className={buttonClasses(variant, size, className)}>
      {children}
    </SiteLink>
  );
}
