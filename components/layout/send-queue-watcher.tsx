"use client";

import { useEffect } from "react";
import { formCopyKeys, type FormCopyKey } from "@/lib/form-values";
import { SEND_REQUEST_EVENT, somethingWaits } from "@/lib/send-queue-flag";
import type { QueueEvent } from "@/lib/send-queue";
import { notify } from "@/components/forms/notify";

/** Each form's words for the fate of a send kept while offline, in the page's language. */
export type QueueOutcomeCopy = Record<FormCopyKey, { success: string; dropped: string; expired: string }>;

/**
 * Sends what forms kept while offline (docs/decisions.md#d48), from every page: when the page opens and whenever the
 * browser comes back online. The sender loads only then, and only if something waits (a flag, no personal data).
 * This tab's sends are told in toasts, one per entry, in the page's language.
 */
export function SendQueueWatcher({ copy }: { copy: QueueOutcomeCopy }) {
  useEffect(() => {
    const report = (event: QueueEvent) => {
      const words = copy[formCopyKeys[event.form]];
      if (event.kind === "sent") notify.success(words.success);
      else notify.error(words[event.kind as "dropped" | "expired"]);
    };
    const send = () =>
      void import("@/lib/send-queue-sender").then(
        (sender) => sender.sendWaiting(report),
        () => {},
      );
    const sendWaiting = () => {
      if (navigator.onLine && somethingWaits()) send();
    };
    // A form that has just kept an entry asks directly: the flag may be missing where storage is refused.
    const sendRequested = () => {
      if (navigator.onLine) send();
    };
    sendWaiting();
    window.addEventListener("online", sendWaiting);
    window.addEventListener(SEND_REQUEST_EVENT, sendRequested);
    return () => {
      window.removeEventListener("online", sendWaiting);
      window.removeEventListener(SEND_REQUEST_EVENT, sendRequested);
    };
  }, [copy]);
  return null;
}
