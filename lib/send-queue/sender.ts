/**
 * Sends what the send queue keeps (store.ts, docs/decisions.md#d48) through the e-mail boundary, each entry once. Loaded
 * when something is kept and the browser is online: on any page open, on the `online` event, and when a form keeps an
 * entry just as the network returns (components/layout/send-queue-watcher.tsx, submit.ts).
 *
 * - One try per entry at a time across tabs: the entry's own Web Lock. A tab that finds it taken looks again once the
 *   other tab's try has ended.
 * - A try gets SEND_LIMIT_MS for an answer; without one it counts as no answer and the entry waits again (back-off), the
 *   lock released. This tab keeps following that request: if it answers late, its answer settles the entry, and this
 *   tab never sends the entry again while it is still on its way.
 * - EmailJS has no idempotency key: a request whose answer is lost (the tab closed, the network fell), or that another
 *   tab sends again after the limit, may arrive twice. An entry that got an answer is never sent again.
 */
import { SEND_THROTTLE_MS, sendQueuedSubmission, type SendResult } from "@/lib/email";
import { retryDelay, SEND_LIMIT_MS, verdict } from "./policy";
import { claim, entryLockName, expireOld, followOtherTabs, isDue, keptEntries, settle, withLock, type KeptEntry } from "./store";

/** A request of this tab still on its way; `awaited` while a try waits for its answer. */
interface OnItsWay {
  request: Promise<SendResult>;
  awaited: boolean;
}

/** This tab's requests still on their way, by entry: a late answer still counts, and the entry is not sent twice. */
const onTheirWay = new Map<string, OnItsWay>();

/**
 * What a page does with the queue when it opens, when the network returns and when another tab keeps something:
 * delete what was kept more than 7 days (online or offline), then send what is due. `networkBack`: the browser's
 * `online` event, after which an entry that only lacked a network is due at once, whatever its back-off.
 */
export async function tend(networkBack = false): Promise<void> {
  followOtherTabs();
  await expireOld();
  await sendWaiting(networkBack);
}

let running: Promise<void> | null = null;
let nextPass: ReturnType<typeof setTimeout> | undefined;

/** Sends every entry that is due, then sets a timer for the next one. Safe to call often: a call while one runs joins it. */
export function sendWaiting(networkBack = false): Promise<void> {
  running ??= sendDue(networkBack).finally(() => {
    running = null;
  });
  return running;
}

async function sendDue(networkBack: boolean): Promise<void> {
  clearTimeout(nextPass);
  if (!navigator.onLine) return;
  let soonest = Infinity;
  for (const entry of await keptEntries()) {
    if (entry.state !== "waiting") continue;
    // The network went again: what is left waits for the next `online` event.
    if (!navigator.onLine) return;
    soonest = Math.min(soonest, await tryEntry(entry, networkBack));
  }
  if (Number.isFinite(soonest)) nextPass = setTimeout(() => void sendWaiting(), Math.max(0, soonest - Date.now()));
}

/** One try of one entry, if it is due and no tab is trying it; returns when to look at it again (Infinity: never). */
async function tryEntry(entry: KeptEntry, networkBack: boolean): Promise<number> {
  if (!isDue(entry, networkBack)) return entry.retryAt;
  const next = await withLock(
    entryLockName(entry.id),
    async () => {
      const due = await claim(entry.id, networkBack);
      if (!due) return Infinity;
      // This tab's earlier request for it has not answered yet: wait for it rather than send it again.
      const sending = onTheirWay.get(due.id) ?? send(due);
      sending.awaited = true;
      const result = await within(sending.request, SEND_LIMIT_MS);
      sending.awaited = false;
      // No answer in time counts as none: the entry waits again, and a late answer still settles it (send()).
      const answer = result ?? ({ ok: false, reason: "timeout" } as const);
      const outcome = verdict(answer);
      const retryAt = Date.now() + retryDelay(due.attempts + 1, answer, SEND_THROTTLE_MS);
      await settle(due.id, outcome, retryAt, !answer.ok && (answer.reason === "network" || answer.reason === "timeout"));
      return outcome === "retry" ? retryAt : Infinity;
    },
    { ifAvailable: true },
  );
  if (next !== null) return next;
  // Another tab is trying it: look again as soon as its try ends (its lock is released), with what this pass knew.
  void withLock(entryLockName(entry.id), async () => {})
    .then(() => running)
    .then(() => sendWaiting(networkBack));
  return Infinity;
}

/** Sends the entry; an answer that comes when no try waits for it any more settles the entry if it is final. */
function send(entry: KeptEntry): OnItsWay {
  const sending: OnItsWay = { request: sendQueuedSubmission(entry.submission), awaited: false };
  onTheirWay.set(entry.id, sending);
  void sending.request.then(async (result) => {
    onTheirWay.delete(entry.id);
    const outcome = verdict(result);
    if (!sending.awaited && outcome !== "retry") await settle(entry.id, outcome, Date.now());
  });
  return sending;
}

/** The promise's value, or null if it has not settled within `ms`. It never stops the promise itself. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
