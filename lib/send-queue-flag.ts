/**
 * Whether anything waits in the send queue (docs/decisions.md#d48): one flag in localStorage, "1" while entries wait,
 * nothing about the visitor. Every page reads it, so this is the only part of the queue in every page's JavaScript:
 * the queue itself (lib/send-queue.ts) loads when a form is first used, or when this says something waits.
 */

/** The queue's name: its IndexedDB database, this flag, its Web Lock and its BroadcastChannel. */
export const SEND_QUEUE_NAME = "talanta-send-queue";

export function somethingWaits(): boolean {
  try {
    return localStorage.getItem(SEND_QUEUE_NAME) === "1";
  } catch {
    return false;
  }
}

/** The page event that asks the page's watcher (components/layout/send-queue-watcher.tsx) to send what waits now. */
export const SEND_REQUEST_EVENT = "talanta:send-waiting";

/**
 * Asks for what waits to be sent now, flag or no flag: for an entry kept just as the network came back, after the
 * `online` event that would have sent it, or on a device where the flag cannot be stored.
 */
export function requestSend(): void {
  window.dispatchEvent(new Event(SEND_REQUEST_EVENT));
}
