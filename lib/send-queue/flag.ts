/**
 * Whether anything is kept in the send queue (docs/decisions.md#d48): one flag in localStorage, "1" while the store holds
 * an entry, nothing about the visitor. Every page reads it, so this is, with outcomes.ts, the only part of the queue in
 * every page's JavaScript: the rest loads when a form is used, or when this says something is kept.
 */

/** The queue's name: its IndexedDB database, this flag, its Web Locks and its BroadcastChannel. */
export const SEND_QUEUE_NAME = "talanta-send-queue";

/** Written and removed at once, never kept: whether this page can write the flag. */
const PROBE = `${SEND_QUEUE_NAME}-probe`;

/**
 * Whether anything may be kept. Where the flag cannot be written (storage full), an entry may have been kept without it:
 * the page then looks in the store itself (docs/decisions.md#d77). Where storage is refused outright, so is IndexedDB,
 * and nothing can have been kept.
 */
export function somethingWaits(): boolean {
  let flag: string | null;
  try {
    flag = localStorage.getItem(SEND_QUEUE_NAME);
  } catch {
    return false;
  }
  if (flag === "1") return true;
  try {
    localStorage.setItem(PROBE, "1");
    localStorage.removeItem(PROBE);
    return false;
  } catch {
    return true;
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
