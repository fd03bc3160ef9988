"use client";

import { useEffect } from "react";
import { formCopyKeys, type FormCopyKey } from "@/lib/form-values";
import { onFlagRaisedElsewhere, somethingWaits } from "@/lib/send-queue/flag";
import { onOutcome, type SendOutcome } from "@/lib/send-queue/outcomes";
import { notify } from "@/components/forms/notify";

/** Each form's toasts, in the page's language: a send made now, and the fate of one kept while offline. */
export type SendOutcomeCopy = Record<FormCopyKey, { success: string; failure: string; refused: string; expired: string }>;

/**
 * The page's part of the send queue (docs/decisions.md#d48), on every page:
 *
 * - It tells the visitor what happened to each send, in toasts, from the one outcome stream: a send made now in this
 *   tab; and a send kept while offline, in the tab that settled it and in any tab the visitor is looking at (never only
 *   in a hidden one).
 * - When the page opens, it deletes entries kept more than 7 days, online or offline; then, and whenever the browser
 *   comes back online or another tab keeps something, it sends what is due. The queue's code loads only when the flag
 *   says something is kept.
 */
export function SendQueueWatcher({ copy }: { copy: SendOutcomeCopy }) {
  useEffect(() => {
    const stop = onOutcome((outcome, fromThisTab) => {
      const words = copy[formCopyKeys[outcome.form]];
      const seen = fromThisTab || document.visibilityState === "visible";
      const toast = toastFor(outcome, words, seen);
      if (toast) notify[toast.kind](toast.text);
    });

    const tend = (networkBack: boolean) => {
      if (!somethingWaits()) return;
      import("@/lib/send-queue/sender").then(
        (sender) => sender.tend(networkBack),
        () => {},
      );
    };
    const run = () => tend(false);
    const networkBack = () => tend(true);
    run();
    window.addEventListener("online", networkBack);
    const stopFlag = onFlagRaisedElsewhere(run);
    return () => {
      stop();
      stopFlag();
      window.removeEventListener("online", networkBack);
    };
  }, [copy]);
  return null;
}

function toastFor(outcome: SendOutcome, words: SendOutcomeCopy[FormCopyKey], seen: boolean): { kind: "success" | "error"; text: string } | null {
  switch (outcome.kind) {
    case "sent":
      return { kind: "success", text: words.success };
    case "failed":
      return { kind: "error", text: words.failure };
    case "delivered":
      return seen ? { kind: "success", text: words.success } : null;
    case "refused":
      return seen ? { kind: "error", text: words.refused } : null;
    case "expired":
      return seen ? { kind: "error", text: words.expired } : null;
    default:
      return null;
  }
}
