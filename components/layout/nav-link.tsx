"use client";

import { usePathname } from "next/navigation";
import type { AnchorHTMLAttributes } from "react";
import { clsx } from "clsx";
import { SiteLink } from "@/components/ui/site-link";
import { isActivePath } from "@/lib/routes";

interface NavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Added while this link is the page on screen. */
  activeClassName?: string;
  /** Added while it is not. */
  inactiveClassName?: string;
}

/**
 * A navbar link that marks itself `aria-current` while it is the page on screen: the header is server markup rendered
 * once, so the page on screen after a link inside the site comes from the router.
 */
export function NavLink({ className, activeClassName, inactiveClassName, ...props }: NavLinkProps) {
  const active = isActivePath(usePathname(), props.href);
  return <SiteLink {...props} aria-current={active ? "page" : undefined} className={clsx(className, active ? activeClassName : inactiveClassName)} />;
}
