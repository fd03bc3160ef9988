import type { Locale } from "./locales";
import type { SiteContent } from "./types";

/**
 * Each language's folder, content/<code>/index.ts, by its code: one line per language of content/locales.ts. This is
 * where the type check ties the list to the folders: it refuses a language of the list without its line here, a line
 * whose folder is missing (`Cannot find module './sw'`) and a folder whose `content` says less than SiteContent asks
 * for. The check lives here, not in the list, because the list imports nothing: the browser, the service worker and the
 * folders' route table read it without reaching the copy (docs/decisions.md#d50).
 */
const folders = {
  en: await import("./en"),
  fr: await import("./fr"),
} satisfies Record<Locale, { content: SiteContent }>;

/**
 * A language's content, chosen on the server: pages and layouts read it here and hand client islands only the
 * strings they show, so the browser gets the language of the page and no other.
 */
export function getContent(locale: Locale): SiteContent {
  return folders[locale].content;
}
