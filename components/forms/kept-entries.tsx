"use client";

import { useState } from "react";
import type { FormOutcome } from "@/content/types";
import { defaultLocale, isLocale } from "@/content/locales";
import { formatDateTime } from "@/lib/dates";
import { summary } from "@/lib/send-queue/policy";
import { cancel, type KeptEntry } from "@/lib/send-queue/store";
import type { FormSends } from "./use-form-sends";

interface KeptEntriesProps {
  sends: FormSends;
  copy: FormOutcome["offline"];
  /** The page's language, for the time an entry was kept. */
  language: string;
  /** The class of the notice's buttons. */
  buttonClassName: string;
}

/**
 * A form's entries kept on earlier visits or in other tabs (docs/decisions.md#d48): each waiting one can be deleted,
 * after one question that shows what it holds; each refused one can have its words put back into the form. Loaded
 * only when there is such an entry; it uses the store itself, so the service worker precaches it with the store.
 */
export function KeptEntries({ sends, copy, language, buttonClassName }: KeptEntriesProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const locale = isLocale(language) ? language : defaultLocale;
  const keptOn = (entry: KeptEntry) => formatDateTime(entry.queuedAt, locale);
  return (
    <>
      {sends.earlier.map((entry) =>
        confirming === entry.id ? (
          <p key={entry.id}>
            {copy.confirmCancel.replace("{summary}", summary(entry.submission))}
            <span className="ml-1 inline-flex gap-3">
              <button
                type="button"
                onClick={() => {
                  setConfirming(null);
                  void cancel(entry.id);
                }}
                className={buttonClassName}
              >
                {copy.confirmCancelLabel}
              </button>
              <button type="button" onClick={() => setConfirming(null)} className={buttonClassName}>
                {copy.keepLabel}
              </button>
            </span>
          </p>
        ) : (
          <p key={entry.id}>
            {copy.waiting.replace("{time}", keptOn(entry))}{" "}
            <button type="button" onClick={() => setConfirming(entry.id)} className={buttonClassName}>
              {copy.cancelLabel}
            </button>
          </p>
        ),
      )}
      {sends.refused.map((entry) => (
        <p key={entry.id}>
          {copy.refusedEntry.replace("{time}", keptOn(entry)).replace("{summary}", summary(entry.submission))}{" "}
          <button type="button" onClick={() => sends.restore(entry.id)} className={buttonClassName}>
            {copy.restoreLabel}
          </button>
        </p>
      ))}
    </>
  );
}
