"use client";

import type { SendResult } from "@/lib/email";
import { notify } from "./notify";

interface Outcome {
  /** Clears the form and shows its success toast. */
  onSent: () => void;
  failureMessage: string;
}

/**
 * Tells the visitor how a send ended. A send that timed out has been reported as failed, but it may
 * still arrive: if it does, the visitor is told after all (success toast, form cleared), so nobody is
 * left believing a delivered message was lost, and nobody sends it a second time.
 */
export function reportOutcome(result: SendResult, { onSent, failureMessage }: Outcome) {
  if (result.ok) {
    onSent();
    return;
  }
  notify.error(failureMessage);
  void result.later?.then((late) => {
    if (late?.ok) onSent();
  });
}
