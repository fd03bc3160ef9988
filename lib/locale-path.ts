import { defaultLocale, prefixedLocales, type Locale } from "@/content/locales";
import { localePath } from "@/content/routes";

/** One language a page can be read in, named in that language (never a flag). */
export interface LanguageOption {
  locale: Locale;
  /** The language's own name: "Français", "English". */
  name: string;
  /** Its `lang` / `hreflang` code. */
  htmlLang: string;
}

/**
 * The same path in another language: `/fr/about` → `/about`, `/about` → `/fr/about`. Pure string work on the
 * locale codes, so the language switch (a client island) can use it without carrying any copy.
 */
export function pathInLocale(pathname: string, locale: Locale): string {
  const path = withoutLocale(pathname);
  // The not-found pages are built at /_not-found and /<locale>/404: their switch leads to the other home page.
  return localePath(locale, notFoundPaths.includes(path) ? "/" : path);
}

const notFoundPaths = ["/_not-found", "/404"];

/** `/fr/about` → `/about`, `/fr` → `/`; a path with no language prefix is returned as it is. */
export function withoutLocale(pathname: string): string {
  return splitLocale(pathname).path;
}

/** The language a path is in, and the path without its prefix. */
export function splitLocale(pathname: string): { locale: Locale | undefined; path: string } {
  for (const locale of prefixedLocales) {
    if (pathname === `/${locale}`) return { locale, path: "/" };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: undefined, path: pathname };
}

/** The language of a site path: `/fr/about` is French, `/about` English. */
export function localeOfPath(pathname: string): Locale {
  return splitLocale(pathname).locale ?? defaultLocale;
}
