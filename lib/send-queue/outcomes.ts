/**
 * The one stream of what happens to a form's send (docs/decisions.md#d48): a send made now, and each entry kept on the
 * device until the network returns. The form listens to clear or unlock itself, its notice to say what happened, and
 * the page's watch (components/layout/send-queue-watch.ts) to show the toasts. Only this listening is in every
 * page's JavaScript; what happens to a kept entry also reaches the site's other tabs, through the store (store.ts).
 */
import type { FormId } from "@/lib/form-values";

export type SendOutcome =
  /** A send made now reached the service (or a bot's, silently dropped). `late`: after the visitor was told it failed. */
  | { kind: "sent"; form: FormId; late?: boolean }
  /** A send made now failed: no answer in time, a network error, or a refusal. */
  | { kind: "failed"; form: FormId }
  /** The form's rate limit held back a send made now: it may send again at `until` (ms since the epoch). */
  | { kind: "throttled"; form: FormId; until: number }
  /** Offline: the submission is kept on the device as `entry`. */
  | { kind: "kept"; form: FormId; entry: string }
  /** Offline, and the device could not keep it (no usable IndexedDB): nothing sent, the values stay in the form. */
  | { kind: "unkept"; form: FormId }
  /** A kept entry reached the service. */
  | { kind: "delivered"; form: FormId; entry: string }
  /** A kept entry was refused for good: it stays on the device until its words are back in its form. */
  | { kind: "refused"; form: FormId; entry: string }
  /** A refused entry's words were put back into its form, and the entry deleted. */
  | { kind: "restored"; form: FormId; entry: string }
  /** A kept entry waited more than 7 days and was deleted unsent. */
  | { kind: "expired"; form: FormId; entry: string }
  /** The visitor cancelled a kept entry. `inFlight`: a try had already left, so it may still arrive. */
  | { kind: "cancelled"; form: FormId; entry: string; inFlight: boolean };

/** `fromThisTab` is false for what another tab did to a kept entry. */
export type OutcomeListener = (outcome: SendOutcome, fromThisTab: boolean) => void;

const listeners = new Set<OutcomeListener>();

/** Tells this tab's listeners what happened. */
export function publish(outcome: SendOutcome, fromThisTab = true): void {
  for (const listener of listeners) listener(outcome, fromThisTab);
}

export function onOutcome(listener: OutcomeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
