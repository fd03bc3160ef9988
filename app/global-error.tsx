"use client";

import { appError } from "@/content/errors";
import { site } from "@/content/site";
import { AppErrorMessage } from "@/components/layout/app-error-message";
import "./globals.css";

/**
 * The boundary for errors in the root layout itself (docs/decisions.md#d9), where app/error.tsx cannot help: it
 * replaces the layout, so it renders its own document. Same words as the page boundary, as plain text:
 * the status or a one-line message, never a stack.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang={site.locale}>
      <body className="flex min-h-dvh items-center justify-center bg-white px-6 font-sans text-ink-900">
        <title>{appError.heading}</title>
        <main role="alert" aria-labelledby="global-error-title" className="max-w-2xl py-24 text-center">
          <AppErrorMessage error={error} onRetry={() => retry()} titleId="global-error-title" />
        </main>
      </body>
    </html>
  );
}
