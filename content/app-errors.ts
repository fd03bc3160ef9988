import type { Locale } from "./locales";
import type { ErrorContent } from "./types";
import { appError as en } from "./en/errors";
import { appError as fr } from "./fr/errors";

/**
 * The error screen's words in every language, for the one boundary that has no page left to ask
 * (app/global-error.tsx): it picks by the address. Four short strings a language. A language added to
 * content/locales.ts without its entry here is a type error.
 */
export const appErrors: Record<Locale, ErrorContent> = { en, fr };
