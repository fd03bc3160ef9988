"use client";

import { clsx } from "clsx";
import type { FormOutcome } from "@/content/types";
import type { FormQueue } from "./use-form-queue";

interface QueuedNoticeProps {
  queue: FormQueue;
  copy: FormOutcome["offline"];
  /** The page's language, for the time an earlier entry was kept. */
  language: string;
  /** "dark" sits on white; "light" on the footer's ink-950. */
  tone?: "dark" | "light";
  /** Applied while the notice has something to say, such as its margin. */
  className?: string;
}

/**
 * What waits to be sent from this form (docs/decisions.md#d48): the entry this visit kept, or its fate, and the entries
 * kept on earlier visits, each with a button that cancels it. A status region present from the first render, so a
 * screen reader hears each change; drawn by the form itself, never by a toast, because offline nothing more can load.
 */
export function QueuedNotice({ queue, copy, language, tone = "dark", className }: QueuedNoticeProps) {
  const { kept, note, earlier } = queue;
  const time = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const button = clsx(
    "ml-1 rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2",
    tone === "dark" ? "text-brand-800 focus-visible:outline-brand-700" : "text-brand-300 focus-visible:outline-brand-300",
  );
  const shown = note !== null || earlier.length > 0;
  return (
    <div
      role="status"
      className={clsx(
        "text-sm leading-relaxed",
        tone === "dark" ? "text-ink-800" : "text-white/85",
        shown && "rounded-xl border px-4 py-3",
        shown && (tone === "dark" ? "border-accent-300 bg-accent-100/60" : "border-white/15 bg-white/5"),
        // Empty, it takes no room (it stays in the page so that screen readers hear what comes into it).
        shown && className,
      )}
    >
      {note && (
        <p>
          {note}
          {kept && (
            <button type="button" onClick={() => queue.cancel(kept)} className={button}>
              {copy.cancelLabel}
            </button>
          )}
        </p>
      )}
      {earlier.map((entry) => (
        <p key={entry.id} className={clsx(note && "mt-2")}>
          {copy.waiting.replace("{time}", time.format(entry.queuedAt))}
          <button type="button" onClick={() => queue.cancel(entry.id)} className={button}>
            {copy.cancelLabel}
          </button>
        </p>
      ))}
    </div>
  );
}
