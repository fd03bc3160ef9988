/**
 * Sends what the send queue holds (lib/send-queue.ts, docs/decisions.md#d48), through the e-mail boundary, each entry
 * exactly once. Loaded only when something waits and the browser is online: when any page of the site opens, and on
 * the `online` event (components/layout/send-queue-watcher.tsx).
 *
 * - One tab at a time (a Web Lock): another tab already sending is left to it.
 * - After an answer the entry goes: a 2xx is sent, a 4xx other than 429 is refused for good and dropped. After a 429,
 *   a 5xx or no answer it stays and is tried again later, each time waiting twice as long (15 s up to 30 min).
 * - An entry kept more than 7 days is dropped unsent.
 * - EmailJS has no idempotency key: a send whose answer was lost (the tab closed, the network fell) may still have
 *   arrived, and is sent again. An entry that got an answer is never sent again.
 */
import { SEND_THROTTLE_MS, sendQueuedSubmission, type SendResult } from "./email";
import { onQueueEvent, remove, reschedule, waitingEntries, withQueueLock, type QueueEvent, type QueuedEntry } from "./send-queue";

/** Entries older than this are dropped unsent. */
export const MAX_WAIT_MS = 7 * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 15_000;
const LAST_RETRY_MS = 30 * 60 * 1000;

/** What an answer means for a queued entry. */
export function verdict(result: SendResult): "sent" | "dropped" | "retry" {
  if (result.ok) return "sent";
  const { reason, status } = result;
  // Any 2xx reached the service: never send it again.
  if (status !== undefined && status >= 200 && status < 300) return "sent";
  if (reason === "blocked" || reason === "headless") return "dropped";
  if (reason === "rejected" && status !== undefined && status >= 400 && status < 500) return "dropped";
  // 429, 5xx, no answer (network, timeout), or the client not configured (a deploy may fix it): later.
  return "retry";
}

/** How long an entry waits after its `attempts`-th failed try: doubling from 15 s, at most 30 min, never under the rate limit. */
export function retryDelay(attempts: number, result: SendResult): number {
  const backOff = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);
  return !result.ok && result.reason === "throttled" ? Math.max(backOff, SEND_THROTTLE_MS) : backOff;
}

let running: Promise<void> | null = null;
let nextTry: ReturnType<typeof setTimeout> | undefined;
let stopReporting: (() => void) | undefined;

/**
 * Sends every entry that is due, then sets a timer for the next one still waiting. Safe to call often: a call while
 * one is running joins it. `report` hears what this tab did to each entry (sent, dropped, expired), once per entry.
 */
export function sendWaiting(report: (event: QueueEvent) => void): Promise<void> {
  stopReporting?.();
  stopReporting = onQueueEvent((event, inThisTab) => {
    if (inThisTab && (event.kind === "sent" || event.kind === "dropped" || event.kind === "expired")) report(event);
  });
  return start();
}

function start(): Promise<void> {
  running ??= sendDue().finally(() => {
    running = null;
  });
  return running;
}

async function sendDue(): Promise<void> {
  if (!navigator.onLine) return;
  const next = await withQueueLock(
    async () => {
      let soonest = Infinity;
      for (const entry of await waitingEntries()) {
        const now = Date.now();
        if (now - entry.queuedAt > MAX_WAIT_MS) {
          await remove(entry, "expired");
          continue;
        }
        if (entry.retryAt > now) {
          soonest = Math.min(soonest, entry.retryAt);
          continue;
        }
        // The network went again: what is left waits for the next `online` event.
        if (!navigator.onLine) return Infinity;
        soonest = Math.min(soonest, await sendOne(entry));
      }
      return soonest;
    },
    { ifAvailable: true },
  );
  clearTimeout(nextTry);
  if (next !== null && Number.isFinite(next)) nextTry = setTimeout(() => void start(), Math.max(0, next - Date.now()));
}

/** Sends one entry and records its fate; returns when it is due again (Infinity once it is gone). */
async function sendOne(entry: QueuedEntry): Promise<number> {
  const result = await sendQueuedSubmission(entry.submission);
  const outcome = verdict(result);
  if (outcome !== "retry") {
    await remove(entry, outcome);
    return Infinity;
  }
  const retryAt = Date.now() + retryDelay(entry.attempts + 1, result);
  await reschedule(entry, retryAt);
  return retryAt;
}
