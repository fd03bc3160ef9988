// The public pages the specs walk through, in every language, with what each must say about itself.
import { getContent } from "../../content/dictionaries";
import { locales, type Locale } from "../../content/locales";
import { localePath } from "../../content/routes";
import { site } from "../../content/site";
import type { PageMeta } from "../../content/types";
import { getPostSummaries } from "../../lib/blog";
import { proofIn } from "../../lib/proof";

/** One page as the audit checks it: its path, language, head and h1. */
export interface CataloguedPage {
  path: string;
  locale: Locale;
  /** The `<title>`, as the browser shows it. */
  title: string;
  /** The meta description; empty for a not-found page, which has the site's. */
  description: string;
  h1: string;
  /** A post is an Open Graph article; a not-found page answers 404 and stays out of search indexes. */
  kind: "page" | "article" | "not-found";
}

/** Every page of one language, in the order of the sitemap's language (lib/site-pages.ts). */
function pagesIn(locale: Locale): CataloguedPage[] {
  const content = getContent(locale);
  const entry = (meta: PageMeta, h1: string, kind: CataloguedPage["kind"] = "page"): CataloguedPage => ({
    path: meta.path,
    locale,
    title: meta.path === content.home.meta.path ? meta.title : `${meta.title} | ${site.name}`,
    description: meta.description,
    h1,
    kind,
  });
  return [
    entry(content.home.meta, content.home.hero.headline),
    entry(content.about.meta, content.about.title),
    entry(content.services.meta, content.services.title),
    ...content.programmes.map((programme) => entry(programme.meta, programme.hero.title)),
    ...proofIn(locale).caseStudies.map((study) => entry({ path: study.path, title: study.title, description: study.summary }, study.title, "article")),
    entry(content.signup.meta, content.signup.developer.heading),
    entry(content.contact.meta, content.contact.page.title),
    entry(content.careers.meta, content.careers.title),
    entry(content.blog.meta, content.blog.title),
    ...getPostSummaries(locale).map((post) => entry({ path: post.path, title: post.title, description: post.summary }, post.title, "article")),
    entry(content.support.meta, content.support.title),
    ...[content.privacy, content.terms, content.cookies].map((document) => entry(document.meta, document.title)),
  ];
}

/** Every page of the sitemap, in every language. */
export const everyPage: CataloguedPage[] = locales.flatMap(pagesIn);

/** An unknown path in each language: the host answers it with that language's not-found page (404.html, <code>/404.html). */
export const notFoundPages: CataloguedPage[] = locales.map((locale) => {
  const { notFound } = getContent(locale);
  return {
    path: localePath(locale, "/this-page-does-not-exist"),
    locale,
    title: `${notFound.title} | ${site.name}`,
    description: "",
    h1: notFound.heading,
    kind: "not-found",
  };
});

/** The page's URL on the real domain, as Next writes it: the home page is the bare origin, without a slash. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "" : path}`;
}

/**
 * The footer's required links, in order: written out here rather than read from content/, so a link
 * dropped or renamed in the copy fails the footer spec, and the link crawl must reach every page.
 */
export const requiredFooterHrefs = [
  "/about",
  "/careers",
  "/#contact",
  "/blog",
  "/services/job-simulation",
  "/services/mental-health",
  "/services/consulting",
  "/support",
  "/privacy",
  "/terms",
  "/cookies",
];
