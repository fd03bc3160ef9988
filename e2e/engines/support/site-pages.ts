// The pages the cross-engine subset renders: every spec route and footer page of lib/site-pages.ts, in each language.
import { getContent } from "../../../content/dictionaries";
import { locales, type Locale } from "../../../content/locales";

export interface EnginePage {
  path: string;
  locale: Locale;
  h1: string;
}

/** Each page of one language with the h1 its content gives it. */
function pagesIn(locale: Locale): EnginePage[] {
  const content = getContent(locale);
  const page = (meta: { path: string }, h1: string) => ({ path: meta.path, locale, h1 });
  return [
    page(content.home.meta, content.home.hero.headline),
    page(content.about.meta, content.about.title),
    page(content.services.meta, content.services.title),
    page(content.signup.meta, content.signup.developer.heading),
    page(content.contact.meta, content.contact.page.title),
    page(content.careers.meta, content.careers.title),
    page(content.blog.meta, content.blog.title),
    ...content.programmes.map((programme) => page(programme.meta, programme.hero.title)),
    page(content.support.meta, content.support.title),
    ...[content.privacy, content.terms, content.cookies].map((document) => page(document.meta, document.title)),
  ];
}

export const enginePages = locales.flatMap(pagesIn);
