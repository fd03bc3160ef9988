"use client";

import { useSyncExternalStore } from "react";
import { defaultLocale, localeInfo, type Locale } from "@/content/locales";
import { appErrors } from "@/content/app-errors";
import { localePath, routes } from "@/content/routes";
import { localeOfPath } from "@/lib/locale-path";
import { AppErrorMessage } from "@/components/layout/app-error-message";
import "./globals.css";

const subscribe = () => () => {};

/**
 * The boundary for errors in the root layout itself (docs/decisions.md#d9), where the page boundary cannot
 * help: it replaces the layout, so it renders its own document. Same words as the page boundary, as plain
 * text: the status or a one-line message, never a stack.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  // The root layout failed, so nothing of the page's language is left but its address.
  const locale = useSyncExternalStore<Locale>(
    subscribe,
    () => localeOfPath(window.location.pathname),
    () => defaultLocale,
  );
  const copy = { ...appErrors[locale], homeHref: localePath(locale, routes.home) };
  return (
    <html lang={localeInfo[locale].htmlLang}>
      <body className="flex min-h-dvh items-center justify-center bg-white px-6 font-sans text-ink-900">
        <title>{copy.heading}</title>
        <main role="alert" aria-labelledby="global-error-title" className="max-w-2xl py-24 text-center">
          <AppErrorMessage copy={copy} error={error} onRetry={() => retry()} titleId="global-error-title" />
        </main>
      </body>
    </html>
  );
}
