"use client";

import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import { loadEmailClient } from "@/lib/email";
import { loadSonner } from "@/components/ui/lazy-sonner";

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs the form. Controls stay
 * inert until then, so nothing typed or clicked before hydration is lost or submitted natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * One form's send state. `run` ignores a second submit while one is in flight (a double click or
 * Enter pressed twice never sends twice, docs/decisions.md#d13): the ref flips synchronously, before React
 * re-renders the disabled button.
 */
export function useSubmission() {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const ready = useHydrated();

  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { ready, sending, run };
}

export type Submission = ReturnType<typeof useSubmission>;

/**
 * Fetches what a send needs (the e-mail client and the toaster) while the visitor is still typing;
 * forms call it on focus. Both load on demand anyway, so a failure here costs nothing.
 */
export function prepareToSend() {
  loadEmailClient().catch(() => {});
  loadSonner().catch(() => {});
}
