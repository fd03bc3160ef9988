import { locales, type Locale } from "./locales";
import type { SiteContent } from "./types";

/** What a language's folder exports from content/<code>/index.ts. */
interface LanguageFolder {
  content: SiteContent;
}

/**
 * Each language's content, chosen on the server: pages and layouts read it here and hand client islands only
 * the strings they show, so the browser gets the language of the page and no other. Every language of
 * content/locales.ts is loaded from its folder by its code, so a new language needs no line here; the list's
 * entry is what ties the folder's type to the language (docs/decisions.md#d50).
 */
const dictionaries = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, ((await import(`./${locale}/index.ts`)) as LanguageFolder).content] as const)),
) as Record<Locale, SiteContent>;

export function getContent(locale: Locale): SiteContent {
  return dictionaries[locale];
}
