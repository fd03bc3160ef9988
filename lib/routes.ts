import type { Locale } from "@/content/locales";
import { localePath, routes } from "@/content/routes";
import { FEED_FILE_NAME } from "./build-contract";
import { withoutLocale } from "./locale-path";

/** A blog post's path in one language: the one place that knows where posts live. */
export function postPath(locale: Locale, slug: string): string {
  return localePath(locale, `${routes.blog}/${slug}`);
}

/**
 * A case study's page in one language: `/case-studies/<slug>`, `/fr/case-studies/<slug>`. The route exists only while
 * content/proof.ts has a case study (next.config.ts, docs/decisions.md#d88), so it is not in content/routes.ts.
 */
export function caseStudyPath(locale: Locale, slug: string): string {
  return localePath(locale, `/case-studies/${slug}`);
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
