export interface LocaleInfo {
  /** `<html lang>`, `hreflang` and the switcher's `lang`. */
  htmlLang: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** The language's own name for itself, as the switcher shows it. */
  name: string;
  /** Locale handed to `Intl` for dates and numbers (lib/dates.ts). */
  intlLocale: string;
}

/**
 * The site's languages, one entry each: the one list every page, route, sitemap entry, language switch and check
 * reads. English is the default and lives at the root (`/about`); every other language lives under its code
 * (`/fr/about`). Adding a language is its folders (content/<code>/, content/blog/<code>/), its entry here and its line in
 * content/dictionaries.ts: see docs/editors.md, "Adding a language" (docs/decisions.md#d50). This module imports nothing: the
 * browser, the service worker and the copy's route table read it, and none of them may reach the copy through it.
 */
export const localeInfo = {
  en: { htmlLang: "en", ogLocale: "en_US", name: "English", intlLocale: "en-GB" },
  // International French, as written in Rwanda, francophone Africa and France (docs/decisions.md#d35).
  fr: { htmlLang: "fr", ogLocale: "fr_FR", name: "Français", intlLocale: "fr-FR" },
} satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof localeInfo;

/** Every language's code, in the order of the list. */
export const locales = Object.keys(localeInfo) as readonly Locale[];

export const defaultLocale: Locale = "en";

/** Languages that live under a prefix: every one but the default. */
export const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);

export function isLocale(value: string): value is Locale {
  return Object.hasOwn(localeInfo, value);
}
