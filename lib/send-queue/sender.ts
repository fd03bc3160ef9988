/**
 * Sends what the send queue keeps (store.ts, docs/decisions.md#d48) through the e-mail boundary, each entry once. Loaded
 * when something is kept and the browser is online: on any page open, on the `online` event, and when a form keeps an
 * entry just as the network returns (components/layout/send-queue-watch.ts, submit.ts).
 *
 * - One try per entry at a time across tabs: the entry's own Web Lock. A tab that finds it taken looks again once the
 *   other tab's try has ended.
 * - A try gets SEND_LIMIT_MS for an answer; without one it counts as no answer and the entry waits again (back-off), the
 *   lock released. This tab keeps following that request: if it answers late, its answer settles the entry, and this
 *   tab never sends the entry again while it is still on its way.
 * - Tries of one entry are spaced by its back-off whatever asks for one: an `online` event, a page that opens, another
 *   tab, or a tab closed while its try was on its way (a try is counted before it leaves, store.ts `claim`). Only the
 *   back-off's own timer, or a real answer from the service after the entry's last try went unanswered, makes it due
 *   (docs/decisions.md#d74): a flapping network, whose every `online` event would send it again, gets a try at 0 s,
 *   15 s, 45 s…
 * - EmailJS has no idempotency key: a request whose answer is lost (the tab closed, the network fell), or that another
 *   tab sends again after the limit, may arrive twice, once more per answer lost. An entry that got an answer is never
 *   sent again.
 */
import { SEND_THROTTLE_MS, sendQueuedSubmission, type SendResult } from "@/lib/email";
import { within } from "@/lib/time-limit";
import { retryDelay, SEND_LIMIT_MS, verdict } from "./policy";
import { claim, entryLockName, expireOld, followOtherTabs, isDue, keptEntries, settle, withLock, type KeptEntry } from "./store";

/** A request of this tab still on its way; `awaited` while a try waits for its answer. */
interface OnItsWay {
  request: Promise<SendResult>;
  awaited: boolean;
}

/** This tab's requests still on their way, by entry: a late answer still counts, and the entry is not sent twice. */
const onTheirWay = new Map<string, OnItsWay>();

/** When this tab last had an answer from the e-mail service (ms since the epoch): the network worked then. */
let answeredAt = 0;

/** Whether the service answered: a status, whatever it says; no answer is a network error or the time limit. */
const isAnswer = (result: SendResult) => result.ok || (result.status ?? 0) > 0;

/**
 * What a page does with the queue when it opens, when the network returns and when another tab keeps something:
 * delete what was kept more than 7 days (online or offline), then send what is due.
 */
export async function tend(): Promise<void> {
  followOtherTabs();
  await expireOld();
  await sendWaiting();
}

let running: Promise<void> | null = null;
let nextPass: ReturnType<typeof setTimeout> | undefined;

/** Sends every entry that is due, then sets a timer for the next one. Safe to call often: a call while one runs joins it. */
export function sendWaiting(): Promise<void> {
  running ??= sendDue().finally(() => {
    running = null;
  });
  return running;
}

async function sendDue(): Promise<void> {
  clearTimeout(nextPass);
  const answeredBefore = answeredAt;
  let soonest = Infinity;
  for (const entry of await keptEntries()) {
    if (entry.state !== "waiting") continue;
    // No network: what is left waits for its timer, or the next `online` event once it is due.
    if (!navigator.onLine) return;
    soonest = Math.min(soonest, await tryEntry(entry));
  }
  // The service answered during this pass: an entry passed over above that only lacked a network is due now.
  if (answeredAt > answeredBefore && (await keptEntries()).some((entry) => isDue(entry, answeredAt))) return sendDue();
  if (Number.isFinite(soonest)) nextPass = setTimeout(() => void sendWaiting(), Math.max(0, soonest - Date.now()));
}

/** One try of one entry, if it is due and no tab is trying it; returns when to look at it again (Infinity: never). */
async function tryEntry(entry: KeptEntry): Promise<number> {
  if (!isDue(entry, answeredAt)) return entry.retryAt;
  const next = await withLock(
    entryLockName(entry.id),
    async () => {
      const due = await claim(entry.id, answeredAt);
      if (!due) return Infinity;
      // This tab's earlier request for it has not answered yet: wait for it rather than send it again.
      const sending = onTheirWay.get(due.id) ?? send(due);
      sending.awaited = true;
      const result = await within(sending.request, SEND_LIMIT_MS);
      sending.awaited = false;
      // No answer in time counts as none: the entry waits again, and a late answer still settles it (send()).
      const answer = result ?? ({ ok: false, reason: "timeout" } as const);
      const outcome = verdict(answer);
      const retryAt = Date.now() + retryDelay(due.attempts, answer, SEND_THROTTLE_MS);
      await settle(due.id, outcome, retryAt, !isAnswer(answer));
      return outcome === "retry" ? retryAt : Infinity;
    },
    { ifAvailable: true },
  );
  if (next !== null) return next;
  // Another tab is trying it: look again as soon as its try ends (its lock is released); its back-off then holds here too.
  void withLock(entryLockName(entry.id), async () => {})
    .then(() => running)
    .then(() => sendWaiting());
  return Infinity;
}

/** Sends the entry; an answer that comes when no try waits for it any more settles the entry if it is final. */
function send(entry: KeptEntry): OnItsWay {
  const sending: OnItsWay = { request: sendQueuedSubmission(entry.submission), awaited: false };
  onTheirWay.set(entry.id, sending);
  void sending.request.then(async (result) => {
    onTheirWay.delete(entry.id);
    if (isAnswer(result)) answeredAt = Math.max(answeredAt, Date.now());
    const outcome = verdict(result);
    if (!sending.awaited && outcome !== "retry") await settle(entry.id, outcome, Date.now());
  });
  return sending;
}
