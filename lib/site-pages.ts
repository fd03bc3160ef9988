import { getContent } from "@/content/dictionaries";
import { locales, type Locale } from "@/content/locales";
import type { PageMeta } from "@/content/types";
import { getPostSummaries } from "./blog";
import { pathInEveryLocale } from "./i18n";
import { localeOfPath } from "./locale-path";

interface SitemapEntry {
  path: PageMeta["path"];
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
  /** ISO date of the last change, where the content knows it (posts, legal documents). */
  lastModified?: string;
}

/** Every public page of one language. */
function pagesIn(locale: Locale): SitemapEntry[] {
  const content = getContent(locale);
  return [
    { path: content.home.meta.path, changeFrequency: "weekly", priority: 1 },
    { path: content.about.meta.path, changeFrequency: "monthly", priority: 0.8 },
    { path: content.services.meta.path, changeFrequency: "monthly", priority: 0.8 },
    ...content.programmes.map((programme) => ({ path: programme.meta.path, changeFrequency: "monthly" as const, priority: 0.7 })),
    { path: content.signup.meta.path, changeFrequency: "monthly", priority: 0.7 },
    { path: content.contact.meta.path, changeFrequency: "yearly", priority: 0.7 },
    { path: content.careers.meta.path, changeFrequency: "weekly", priority: 0.6 },
    { path: content.blog.meta.path, changeFrequency: "weekly", priority: 0.6 },
    ...getPostSummaries(locale).map((post) => ({
      path: post.path,
      changeFrequency: "yearly" as const,
      priority: 0.5,
      lastModified: post.date,
    })),
    { path: content.support.meta.path, changeFrequency: "monthly", priority: 0.5 },
    ...[content.privacy, content.terms, content.cookies].map((document) => ({
      path: document.meta.path,
      changeFrequency: "yearly" as const,
      priority: 0.3,
      lastModified: document.updated,
    })),
  ];
}

/** Every public page in every language, once: the sitemap and the end-to-end crawl both read this list. */
export const sitePages: SitemapEntry[] = locales.flatMap(pagesIn);

/** The language a listed page is in, and where it is in every language (its hreflang alternates). */
export function pageLanguages(path: string): { locale: Locale; alternates: Record<Locale, string> } {
  return { locale: localeOfPath(path), alternates: pathInEveryLocale(path) };
}
