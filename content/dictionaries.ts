import type { Locale } from "./locales";
import type { SiteContent } from "./types";
import { en } from "./en";
import { fr } from "./fr";

/**
 * Each language's content, chosen on the server: pages and layouts read it here and hand client islands only
 * the strings they show, so the browser gets the language of the page and no other. A language added to
 * content/locales.ts without its folder registered here is a type error.
 */
const dictionaries: Record<Locale, SiteContent> = { en, fr };

export function getContent(locale: Locale): SiteContent {
  return dictionaries[locale];
}
