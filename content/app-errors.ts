import type { Locale } from "./locales";
import type { ErrorContent } from "./types";

/**
 * The error screen's words in one language, for the one boundary that has no page left to ask
 * (app/global-error.tsx): it picks by the address and loads only that language's words, and only once an
 * error has happened, so no page carries another language's words in its JavaScript. Each language's
 * content/<code>/errors.ts is found by its code, so a new language needs no line here (docs/decisions.md#d50).
 */
export async function loadAppError(locale: Locale): Promise<ErrorContent> {
  const { appError } = (await import(`./${locale}/errors.ts`)) as { appError: ErrorContent };
  return appError;
}
