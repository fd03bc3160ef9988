"use client";

import { useEffect, useRef, useState } from "react";
import type { FormOutcome } from "@/content/types";
import type { FormId, FormSubmission } from "@/lib/form-values";
import { requestSend, somethingWaits } from "@/lib/send-queue-flag";
import type { QueuedEntry } from "@/lib/send-queue";

/** The form's place in the send queue (docs/decisions.md#d48): what the notice under it shows. */
export interface FormQueue {
  /** The entry this visit kept, while it waits: the form is read-only meanwhile. */
  kept: string | null;
  /** What the notice says now about this visit's entry (kept, cancelled, dropped, expired), or null. */
  note: string | null;
  /** Entries of this form kept on earlier visits, still waiting. */
  earlier: QueuedEntry[];
  cancel: (id: string) => void;
}

type QueueModule = typeof import("@/lib/send-queue");
let queueModule: Promise<QueueModule> | null = null;

/**
 * The queue loads with a form's first focus, like the e-mail module, or at once when the flag says something waits: a
 * page only read never pays for it. The service worker keeps its chunk, so a form first used offline still has it.
 */
export function loadQueue(): Promise<QueueModule> {
  queueModule ??= import("@/lib/send-queue").catch((error: unknown) => {
    queueModule = null;
    throw error;
  });
  return queueModule;
}

/**
 * One form's side of the send queue: keeps a submission while the browser is offline, follows its fate (sent: `onSent`
 * clears the form; refused, expired or cancelled: the notice says so and the form is editable again, its values kept),
 * and lists the entries kept on earlier visits, each cancellable.
 */
export function useFormQueue(form: FormId, copy: FormOutcome, onSent: () => void) {
  const [kept, setKept] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [earlier, setEarlier] = useState<QueuedEntry[]>([]);
  // The same as `kept`, for the queue's listener, which must compare without waiting for a render.
  const keptRef = useRef<string | null>(null);
  const sentRef = useRef(onSent);
  const [following, setFollowing] = useState(false);

  useEffect(() => {
    sentRef.current = onSent;
  });

  // Follows the queue once this form has a reason to: something waited when the page opened, or it kept an entry.
  useEffect(() => {
    if (!following && !somethingWaits()) return;
    let stop: (() => void) | undefined;
    let live = true;
    loadQueue().then(
      (queue) => {
        if (!live) return;
        const refresh = () =>
          queue.waitingEntries(form).then(
            (entries) => live && setEarlier(entries),
            () => {},
          );
        refresh();
        stop = queue.onQueueEvent((event) => {
          if (event.form !== form) return;
          if (event.id === keptRef.current && event.kind !== "kept") {
            keptRef.current = null;
            setKept(null);
            if (event.kind === "sent") sentRef.current();
            setNote(event.kind === "sent" ? null : event.kind === "cancelled" ? copy.offline.cancelled : copy.offline[event.kind]);
          }
          refresh();
        });
      },
      () => {},
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [form, copy, following]);

  /** Keeps the submission on the device. If the queue cannot be loaded or the device cannot store it, the visitor hears the failure. */
  async function keep(submission: FormSubmission) {
    try {
      const entry = await (await loadQueue()).keep(submission);
      keptRef.current = entry.id;
      setKept(entry.id);
      setNote(copy.offline.queued);
      setFollowing(true);
      // The network may have come back while the entry was being written, after the `online` event that sends.
      if (navigator.onLine) requestSend();
      else window.addEventListener("online", requestSend, { once: true });
    } catch {
      setNote(copy.failure);
    }
  }

  const queue: FormQueue = {
    kept,
    note,
    earlier: earlier.filter((entry) => entry.id !== kept),
    cancel: (id) =>
      void loadQueue().then(
        (module) => module.cancel(id),
        () => false,
      ),
  };
  return { queue, keep };
}
