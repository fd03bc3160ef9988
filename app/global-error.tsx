"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { loadAppError } from "@/content/app-errors";
import { defaultLocale, type Locale } from "@/content/locales";
import type { ErrorContent } from "@/content/types";
import { localeOfPath } from "@/lib/locale-path";
import { GlobalErrorDocument } from "@/components/layout/global-error-document";
import "./globals.css";

const subscribe = () => () => {};

/**
 * The boundary for errors in the root layout itself (docs/decisions.md#d9), where the page boundary cannot
 * help: it replaces the layout, so it renders its own document. Same words as the page boundary, and the
 * status if there is one, never the error's message or stack. Nothing of the page's language is left but its
 * address, and this boundary ships with every page: it loads the words of that one language when it shows.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = useSyncExternalStore<Locale>(
    subscribe,
    () => localeOfPath(window.location.pathname),
    () => defaultLocale,
  );
  const [copy, setCopy] = useState<ErrorContent | null>(null);
  useEffect(() => {
    let shown = true;
    loadAppError(locale).then(
      (loaded) => shown && setCopy(loaded),
      () => {},
    );
    return () => {
      shown = false;
    };
  }, [locale]);
  return <GlobalErrorDocument locale={locale} copy={copy} error={error} retry={() => retry()} />;
}
