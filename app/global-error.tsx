"use client";

import Link from "next/link";
import { appError } from "@/content/errors";
import { site } from "@/content/site";
import { errorDetail } from "@/lib/error-detail";
import { buttonClasses } from "@/components/ui/button-link";
import "./globals.css";

/**
 * The boundary for errors in the root layout itself (DECISIONS 5), where app/error.tsx cannot help: it
 * replaces the layout, so it renders its own document. Same words as the page boundary, as plain text:
 * the status or a one-line message, never a stack.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang={site.locale}>
      <body className="flex min-h-dvh items-center justify-center bg-white px-6 font-sans text-ink-900">
        <title>{appError.heading}</title>
        <main role="alert" aria-labelledby="global-error-title" className="max-w-2xl py-24 text-center">
          <h1 id="global-error-title" className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
            {appError.heading}
          </h1>
          <p className="mt-4 rounded-xl bg-surface px-4 py-3 font-mono text-sm break-words text-ink-700">
            {errorDetail(error, appError.fallbackMessage)}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button type="button" onClick={() => retry()} className={buttonClasses("primary")}>
              {appError.retryLabel}
            </button>
            <Link href="/" className={buttonClasses("outline")}>
              {appError.homeLabel}
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
