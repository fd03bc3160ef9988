import { loadAppError } from "@/content/app-errors";
import { localeInfo, type Locale } from "@/content/locales";
import { localePath, routes } from "@/content/routes";
import type { ErrorContent } from "@/content/types";
import { localeOfPath } from "@/lib/locale-path";
import { AppErrorMessage } from "./app-error-message";

export interface GlobalErrorDocumentProps {
  locale: Locale;
  /** The language's words; null while they load (a moment: the screen stays empty and busy meanwhile). */
  copy: ErrorContent | null;
  error: unknown;
  retry: () => void;
}

/** The language of the page at `path`, and its words for the screen. */
export async function loadGlobalErrorWords(path: string): Promise<{ locale: Locale; copy: ErrorContent }> {
  const locale = localeOfPath(path);
  return { locale, copy: await loadAppError(locale) };
}

/** The whole document app/global-error.tsx shows when the root layout itself fails. */
export function GlobalErrorDocument({ locale, copy, error, retry }: GlobalErrorDocumentProps) {
  return (
    <html lang={localeInfo[locale].htmlLang}>
      <body className="flex min-h-dvh items-center justify-center bg-page px-6 font-sans text-ink">
        {copy && <title>{copy.heading}</title>}
        <main role="alert" aria-labelledby="global-error-title" aria-busy={!copy} className="max-w-2xl py-24 text-center">
          {copy && <AppErrorMessage copy={{ ...copy, homeHref: localePath(locale, routes.home) }} error={error} onRetry={retry} titleId="global-error-title" />}
        </main>
      </body>
    </html>
  );
}
