/**
 * Whether anything is kept in the send queue (docs/decisions.md#d48): one flag in localStorage, "1" while the store holds
 * an entry, nothing about the visitor. Every page reads it, so this is, with outcomes.ts, the only part of the queue in
 * every page's JavaScript: the rest loads when a form is used, or when this says something is kept.
 */

/** The queue's name: its IndexedDB database, this flag, its Web Locks and its BroadcastChannel. */
export const SEND_QUEUE_NAME = "talanta-send-queue";

export function somethingWaits(): boolean {
  try {
    return localStorage.getItem(SEND_QUEUE_NAME) === "1";
  } catch {
    return false;
  }
}

/** Calls `listener` when another tab raises the flag: this tab then follows the queue too. Returns the unsubscribe. */
export function onFlagRaisedElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SEND_QUEUE_NAME && event.newValue === "1") listener();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
