import { routes } from "@/content/routes";

/** A blog post's path: the one place that knows where posts live. */
export function postPath(slug: string): string {
  return `${routes.blog}/${slug}`;
}

/** True when `href` is the current page or a section of it (`/services` is active on `/services/consulting`). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === routes.home) return pathname === routes.home;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Routes whose top is a dark hero, where the navbar starts with light text. */
export const darkHeroPaths: string[] = [routes.signup];
