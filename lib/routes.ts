import type { Locale } from "@/content/locales";
import { localePath, routes } from "@/content/routes";
import { FEED_FILE_NAME } from "./build-contract";
import { withoutLocale } from "./locale-path";

/** A blog post's path in one language: the one place that knows where posts live. */
export function postPath(locale: Locale, slug: string): string {
  return localePath(locale, `${routes.blog}/${slug}`);
}

/** True when `href` is the current page or a section of it (`/services` is active on `/services/consulting`). */
export function isActivePath(pathname: string, href: string): boolean {
  if (withoutLocale(href) === routes.home) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Routes whose top is a dark hero, where the navbar starts with light text (compared without the language prefix). */
export const darkHeroPaths: string[] = [routes.signup];

/** The blog's RSS feed in one language: `/blog/rss.xml`, `/fr/blog/rss.xml` (docs/decisions.md#d40). */
export function feedPath(locale: Locale): string {
  return localePath(locale, `${routes.blog}/${FEED_FILE_NAME}`);
}
