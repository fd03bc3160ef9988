import { getContent } from "@/content/dictionaries";
import { locales, type Locale } from "@/content/locales";
import type { PageMeta } from "@/content/types";
import { getPostSummaries } from "./blog";
import { pathInEveryLocale } from "./i18n";
import { localeOfPath } from "./locale-path";
import { proofIn } from "./proof";

interface SitemapEntry {
  path: PageMeta["path"];
  /** The page's name for a list of pages (the offline page's): its title, "Home" for the home page. */
  title: string;
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
  /** ISO date of the last change, where the content knows it (posts, legal documents). */
  lastModified?: string;
}

/** Every public page of one language, in the sitemap's order. */
export function sitePagesIn(locale: Locale): SitemapEntry[] {
  const content = getContent(locale);
  const page = (meta: PageMeta) => ({ path: meta.path, title: meta.title });
  return [
    { path: content.home.meta.path, title: content.siteCopy.breadcrumbHome, changeFrequency: "weekly", priority: 1 },
    { ...page(content.about.meta), changeFrequency: "monthly", priority: 0.8 },
    { ...page(content.services.meta), changeFrequency: "monthly", priority: 0.8 },
    ...content.programmes.map((programme) => ({ ...page(programme.meta), changeFrequency: "monthly" as const, priority: 0.7 })),
    ...proofIn(locale).caseStudies.map((study) => ({
      path: study.path,
      title: study.title,
      changeFrequency: "yearly" as const,
      priority: 0.7,
      lastModified: study.published,
    })),
    { ...page(content.signup.meta), changeFrequency: "monthly", priority: 0.7 },
    { ...page(content.contact.meta), changeFrequency: "yearly", priority: 0.7 },
    { ...page(content.careers.meta), changeFrequency: "weekly", priority: 0.6 },
    { ...page(content.blog.meta), changeFrequency: "weekly", priority: 0.6 },
    ...getPostSummaries(locale).map((post) => ({
      path: post.path,
      title: post.title,
      changeFrequency: "yearly" as const,
      priority: 0.5,
      lastModified: post.date,
    })),
    { ...page(content.support.meta), changeFrequency: "monthly", priority: 0.5 },
    ...[content.privacy, content.terms, content.cookies].map((document) => ({
      ...page(document.meta),
      changeFrequency: "yearly" as const,
      priority: 0.3,
      lastModified: document.updated,
    })),
  ];
}

/** Every public page in every language, once: the sitemap and the end-to-end crawl both read this list. */
export const sitePages: SitemapEntry[] = locales.flatMap(sitePagesIn);

/** The language a listed page is in, and where it is in every language (its hreflang alternates). */
export function pageLanguages(path: string): { locale: Locale; alternates: Record<Locale, string> } {
  return { locale: localeOfPath(path), alternates: pathInEveryLocale(path) };
}
