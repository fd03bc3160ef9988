"use client";

import { useEffect } from "react";
import { onFlagRaisedElsewhere, somethingWaits } from "@/lib/send-queue/flag";
import { onOutcome, type SendOutcome } from "@/lib/send-queue/outcomes";
import type { SendOutcomeCopy } from "@/components/layout/send-queue-watch";

/**
 * The send queue's watch on every page (docs/decisions.md#d48): its toasts and the queue's tending
 * (components/layout/send-queue-watch.ts) load only when there is something to tell or send: when the page opens with
 * something kept (the flag), when the browser comes back online with something kept, when another tab keeps
 * something, and when a form is sent (its submit starts the load; an outcome heard before it is there is told then).
 */
export function SendQueueWatcher({ copy }: { copy: SendOutcomeCopy }) {
  useEffect(() => {
    const heard: [SendOutcome, boolean][] = [];
    let loading = false;
    let stopped = false;
    let stop = () => {};
    const load = () => {
      if (loading) return;
      loading = true;
      import("@/components/layout/send-queue-watch").then(
        ({ watchSendQueue }) => {
          if (stopped) return;
          unlisten();
          stop = watchSendQueue(copy, heard.splice(0));
        },
        // The chunk did not come (offline before the worker kept it): the next reason tries again.
        () => {
          loading = false;
        },
      );
    };
    const loadIfKept = () => {
      if (somethingWaits()) load();
    };
    const stopOutcomes = onOutcome((outcome, fromThisTab) => {
      heard.push([outcome, fromThisTab]);
      load();
    });
    const stopFlag = onFlagRaisedElsewhere(load);
    window.addEventListener("online", loadIfKept);
    document.addEventListener("submit", load, true);
    const unlisten = () => {
      stopOutcomes();
      stopFlag();
      window.removeEventListener("online", loadIfKept);
      document.removeEventListener("submit", load, true);
    };
    loadIfKept();
    return () => {
      stopped = true;
      unlisten();
      stop();
    };
  }, [copy]);
  return null;
}
