"use client";

import { formCopyKeys, type FormCopyKey } from "@/lib/form-values";
import { onFlagRaisedElsewhere, somethingWaits } from "@/lib/send-queue/flag";
import { onOutcome, type SendOutcome } from "@/lib/send-queue/outcomes";
import { notify } from "@/components/forms/notify";

// Kept in this chunk, which loads on demand, so that the service worker finds it (lib/send-queue-watch-marker.ts).
export { SEND_QUEUE_WATCH_MARKER } from "@/lib/send-queue-watch-marker";

/** Each form's toasts, in the page's language: a send made now, and the fate of one kept while offline. */
export type SendOutcomeCopy = Record<FormCopyKey, { success: string; failure: string; refused: string; expired: string }>;

/**
 * The page's part of the send queue (docs/decisions.md#d48), loaded by components/layout/send-queue-watcher.tsx when a
 * form is sent or something is kept:
 *
 * - It tells the visitor what happened to each send, in toasts, from the one outcome stream (`heard`: what came before
 *   it loaded): a send made now in this tab; and a send kept while offline, in the tab that kept or settled it and in
 *   any tab the visitor is looking at. A hidden tab that kept or sent it says so when the visitor comes back to it,
 *   never while nobody looks (docs/decisions.md#d76); another hidden tab says nothing.
 * - It deletes entries kept more than 7 days, online or offline; then, and whenever the browser comes back online or
 *   another tab keeps something, it sends what is due (each entry's back-off holds whatever asks,
 *   docs/decisions.md#d74). The queue's code loads only when the flag says something may be kept.
 *
 * Returns what stops it.
 */
export function watchSendQueue(copy: SendOutcomeCopy, heard: [SendOutcome, boolean][]): () => void {
  const tell = (outcome: SendOutcome, fromThisTab: boolean) => {
    if (outcome.kind === "kept" && fromThisTab) keptHere.add(outcome.entry);
    const toast = toastFor(outcome, copy[formCopyKeys[outcome.form]]);
    if (!toast) return;
    const ours = fromThisTab || ("entry" in outcome && keptHere.has(outcome.entry));
    if (ours) whenVisible(() => notify[toast.kind](toast.text));
    else if (document.visibilityState === "visible") notify[toast.kind](toast.text);
  };
  const stop = onOutcome(tell);
  heard.forEach(([outcome, fromThisTab]) => tell(outcome, fromThisTab));

  const tend = () => {
    if (!somethingWaits()) return;
    import("@/lib/send-queue/sender")
      .then((sender) => sender.tend())
      // No usable storage after all: nothing can wait here.
      .catch(() => {});
  };
  tend();
  window.addEventListener("online", tend);
  const stopFlag = onFlagRaisedElsewhere(tend);
  return () => {
    stop();
    stopFlag();
    window.removeEventListener("online", tend);
  };
}

/** Entries this tab kept, on any of its pages: their fate is told here, once the visitor looks. */
const keptHere = new Set<string>();

/** Runs `show` now if the page is in view, or when it next comes into view. */
function whenVisible(show: () => void) {
  if (document.visibilityState === "visible") return show();
  const onChange = () => {
    if (document.visibilityState !== "visible") return;
    document.removeEventListener("visibilitychange", onChange);
    show();
  };
  document.addEventListener("visibilitychange", onChange);
}

function toastFor(outcome: SendOutcome, words: SendOutcomeCopy[FormCopyKey]): { kind: "success" | "error"; text: string } | null {
  switch (outcome.kind) {
    case "sent":
    case "delivered":
      return { kind: "success", text: words.success };
    case "failed":
    case "unkept":
      return { kind: "error", text: words.failure };
    case "refused":
      return { kind: "error", text: words.refused };
    case "expired":
      return { kind: "error", text: words.expired };
    default:
      return null;
  }
}
