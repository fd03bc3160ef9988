"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { GlobalErrorDocument, GlobalErrorDocumentProps } from "@/components/layout/global-error-document";
import "./globals.css";

interface Screen extends Pick<GlobalErrorDocumentProps, "locale" | "copy"> {
  Document: typeof GlobalErrorDocument;
}

const subscribe = () => () => {};

/**
 * The boundary for errors in the root layout itself (docs/decisions.md#d9), where the page boundary cannot
 * help: it replaces the layout, so it renders its own document. Same words as the page boundary, and the
 * status if there is one, never the error's message or stack. This boundary ships with every page, in a chunk of its
 * own that shares nothing with the layout's: the screen, its language found from the address and that language's
 * words all load when it shows (docs/decisions.md#d116). Meanwhile the document is empty and busy, in the failed
 * layout's language.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const lang = useSyncExternalStore(
    subscribe,
    () => document.documentElement.lang,
    () => "",
  );
  const [screen, setScreen] = useState<Screen | null>(null);
  useEffect(() => {
    let shown = true;
    import("@/components/layout/global-error-document")
      .then(async ({ GlobalErrorDocument, loadGlobalErrorWords }) => ({
        Document: GlobalErrorDocument,
        ...(await loadGlobalErrorWords(window.location.pathname)),
      }))
      .then(
        (loaded) => shown && setScreen(loaded),
        () => {},
      );
    return () => {
      shown = false;
    };
  }, []);
  if (!screen) {
    return (
      <html lang={lang || undefined}>
        <body className="bg-page">
          <main role="alert" aria-busy="true" />
        </body>
      </html>
    );
  }
  return <screen.Document locale={screen.locale} copy={screen.copy} error={error} retry={() => retry()} />;
}
