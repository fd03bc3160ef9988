/**
 * The site's languages. English is the default and lives at the root (`/about`); every other language
 * lives under its own prefix (`/fr/about`). Adding a language: one entry here and one folder of content
 * (content/<code>/, content/blog/<code>/) with the same typed shape as content/en/ — see the README.
 */
export const locales = ["en", "fr"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

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

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { htmlLang: "en", ogLocale: "en_US", name: "English", intlLocale: "en-GB" },
  // International French, as written in Rwanda, francophone Africa and France (docs/decisions.md#d35).
  fr: { htmlLang: "fr", ogLocale: "fr_FR", name: "Français", intlLocale: "fr-FR" },
};

/** Languages that live under a prefix: every one but the default. */
export const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
