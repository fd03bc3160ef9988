"use client";

import { lazy, Suspense } from "react";
import { clsx } from "clsx";
import type { FormOutcome } from "@/content/types";
import type { FormSends } from "./use-form-sends";

// Only a form with entries kept earlier needs the list: it loads with the store, which the service worker precaches.
const KeptEntries = lazy(() => import("./kept-entries").then((module) => ({ default: module.KeptEntries })));

interface FormNoticeProps {
  sends: FormSends;
  copy: FormOutcome["offline"];
  /** The page's language, for the time an entry was kept. */
  language: string;
  /** "dark" sits on white; "light" on the footer's ink-950. */
  tone?: "dark" | "light";
  /** Applied while the notice has something to say, such as its margin. */
  className?: string;
}

/**
 * What the form has to say about its sends (docs/decisions.md#d48): the entry this visit kept, or its fate; a send the
 * rate limit holds back; and the entries kept earlier or elsewhere (kept-entries.tsx). A status region present from the
 * first render, so a screen reader hears each change; drawn by the form itself, never by a toast, because offline
 * nothing more can load.
 */
export function FormNotice({ sends, copy, language, tone = "dark", className }: FormNoticeProps) {
  const { kept, note } = sends;
  const button = clsx(
    "rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2",
    tone === "dark" ? "text-brand-strong focus-visible:outline-brand" : "text-brand-300 focus-visible:outline-brand-300",
  );
  const listed = sends.earlier.length > 0 || sends.refused.length > 0;
  const shown = note !== null || listed;
  return (
    <div
      role="status"
      className={clsx(
        "text-sm leading-relaxed",
        tone === "dark" ? "text-body" : "text-white/85",
        shown && "space-y-2 rounded-xl border px-4 py-3",
        shown && (tone === "dark" ? "border-accent-line bg-accent-tint" : "border-white/15 bg-white/5"),
        // Empty, it takes no room (it stays in the page so that screen readers hear what comes into it).
        shown && className,
      )}
    >
      {note && (
        <p>
          {note}{" "}
          {kept && (
            <button type="button" onClick={() => sends.cancel(kept)} className={button}>
              {copy.cancelLabel}
            </button>
          )}
        </p>
      )}
      {listed && (
        <Suspense>
          <KeptEntries sends={sends} copy={copy} language={language} buttonClassName={button} />
        </Suspense>
      )}
    </div>
  );
}
