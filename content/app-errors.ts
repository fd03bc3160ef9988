import type { Locale } from "./locales";
import type { ErrorContent } from "./types";

/**
 * The error screen's words in each language, for the one boundary that has no page left to ask
 * (app/global-error.tsx): it picks by the address and loads only that language's words, and only once an
 * error has happened, so no page carries another language's words in its JavaScript. A language added to
 * content/locales.ts without its entry here is a type error.
 */
export const appErrorLoaders: Record<Locale, () => Promise<ErrorContent>> = {
  en: () => import("./en/errors").then((module) => module.appError),
  fr: () => import("./fr/errors").then((module) => module.appError),
};
