import { defaultLocale, isLocale, locales, localeInfo, prefixedLocales, type Locale } from "@/content/locales";
import { pathInLocale, type LanguageOption } from "./locale-path";

/** Props of a page or layout that may sit under the `[locale]` segment (English pages have none). */
export interface LocaleParams {
  params: Promise<{ locale?: string }>;
}

/**
 * The language of the page being built. The English tree (app/(en)/) re-exports the pages of
 * app/[locale]/, so its pages have no `locale` parameter: that means the default language. A route handler
 * with no dynamic segment (the English feed) gets no `params` at all.
 */
export async function pageLocale(params: LocaleParams["params"] | undefined): Promise<Locale> {
  const { locale } = (await params) ?? {};
  if (locale === undefined) return defaultLocale;
  if (!isLocale(locale)) throw new Error(`Unknown locale "${locale}"`);
  return locale;
}

/** `generateStaticParams` of app/[locale]/: every language that lives under a prefix. */
export function prefixedLocaleParams(): { locale: string }[] {
  return prefixedLocales.map((locale) => ({ locale }));
}

/** The same page in every language, keyed by locale: `/about` → { en: "/about", fr: "/fr/about" }. */
export function pathInEveryLocale(path: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, pathInLocale(path, locale)])) as Record<Locale, string>;
}

/** The languages a page in `locale` offers to switch to, each named in its own language. */
export function otherLanguages(locale: Locale): LanguageOption[] {
  return locales.filter((other) => other !== locale).map((other) => ({ locale: other, name: localeInfo[other].name, htmlLang: localeInfo[other].htmlLang }));
}
