/**
 * Forms sent without a network wait here, on the device, until it returns (docs/decisions.md#d48). Loaded when a form is
 * first used, or when the flag (flag.ts) says something is kept; the service worker precaches this chunk, so a form
 * first used offline can still keep its entry.
 *
 * - IndexedDB (through idb-keyval) holds each entry: the form's own fields only (never the password: `cleanSubmission`),
 *   the page's language, and its state. localStorage holds the flag, "1" while the store holds anything.
 * - Every change to the store and the flag happens together under one Web Lock, held only for the change itself, never
 *   across a network request: keeping or cancelling never waits for a send.
 * - A try holds a second lock, the entry's own, for at most SEND_LIMIT_MS (sender.ts); cancelling an entry whose try is
 *   on its way marks it cancelled, and the try deletes it when it ends instead of trying again.
 * - What happens to an entry goes out on the outcome stream (outcomes.ts), to this tab and, through a BroadcastChannel,
 *   to the others, whose forms clear or unlock and whose visible page shows the toast.
 */
import { createStore, del, get, set, values, type UseStore } from "idb-keyval";
import type { FormId, FormSubmission } from "@/lib/form-values";
import { cleanSubmission } from "@/lib/submission";
import { SEND_QUEUE_NAME } from "./flag";
import { publish, type SendOutcome } from "./outcomes";
import { isExpired, retryDelay, type Verdict } from "./policy";

export interface KeptEntry {
  id: string;
  submission: FormSubmission;
  /** When it was kept, in ms since the epoch. */
  queuedAt: number;
  /** Tries so far, the one on its way included. */
  attempts: number;
  /** Not tried again before this time (back-off after a failed try). */
  retryAt: number;
  /** Waiting for the network; or refused by the service for good, kept until its values are back in its form. */
  state: "waiting" | "refused";
  /** Cancelled while a try was on its way: deleted when that try ends, never tried again. */
  cancelled?: boolean;
  /**
   * When the last try started, until it gets an answer, or when it ended with none (no network, none in time): a try
   * whose tab closed on the way stays unanswered. An answer the service gives this tab later shows the network works,
   * and makes the entry due at once; an `online` event does not (docs/decisions.md#d74).
   */
  unansweredAt?: number;
}

/**
 * The object store's name. The build also finds this module's chunk by it, to have the service worker precache it
 * (scripts/build/build-service-worker.mjs): no other module may contain this string.
 */
export const QUEUE_STORE = "kept-submissions";

type EntryOutcome = Extract<SendOutcome, { entry: string }>;

let channel: BroadcastChannel | null | undefined;

/** Hears what the site's other tabs do to kept entries, from the first use of the store on. */
export function followOtherTabs(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SEND_QUEUE_NAME);
  channel?.addEventListener("message", (event: MessageEvent<EntryOutcome>) => publish(event.data, false));
  return channel;
}

/** Tells this tab and the others what happened to an entry. */
function announce(outcome: EntryOutcome): void {
  publish(outcome);
  followOtherTabs()?.postMessage(outcome);
}

let store: UseStore | undefined;
/** Opened on first use, never when the module loads. */
const queueStore = () => (store ??= createStore(SEND_QUEUE_NAME, QUEUE_STORE));

/** The lock one entry's try holds. */
export const entryLockName = (id: string) => `${SEND_QUEUE_NAME}:${id}`;

/**
 * Runs `task` holding the lock `name`; with `ifAvailable`, gives up (null) when someone holds it. Browsers without Web
 * Locks (none the site supports today) run it as it is.
 */
export function withLock<T>(name: string, task: () => Promise<T>, options: { ifAvailable?: boolean } = {}): Promise<T | null> {
  if (!navigator.locks) return task();
  return navigator.locks.request(name, { ifAvailable: options.ifAvailable ?? false }, (lock) => (lock ? task() : null));
}

/** Changes to the store and the flag, one at a time across tabs. */
const withStoreLock = <T>(task: () => Promise<T>) => withLock(SEND_QUEUE_NAME, task) as Promise<T>;

async function isHeld(name: string): Promise<boolean> {
  if (!navigator.locks) return false;
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === name);
}

/** Older entries, kept before entries had a state, were all waiting. */
const withState = (entry: KeptEntry): KeptEntry => ({ ...entry, state: entry.state ?? "waiting" });

async function allEntries(): Promise<KeptEntry[]> {
  return (await values<KeptEntry>(queueStore())).map(withState).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Sets the flag from what the store holds now; called under the store lock. */
async function updateFlag(): Promise<void> {
  const kept = (await values(queueStore())).length > 0;
  try {
    if (kept) localStorage.setItem(SEND_QUEUE_NAME, "1");
    else localStorage.removeItem(SEND_QUEUE_NAME);
  } catch {
    // Storage full or refused: no flag. Pages that cannot write it look in the store itself (flag.ts, somethingWaits).
  }
}

async function removeEntry(entry: KeptEntry): Promise<void> {
  await del(entry.id, queueStore());
  await updateFlag();
}

/** Keeps a submission until the network returns; rejects if the device has no usable IndexedDB. */
export async function keep(submission: FormSubmission): Promise<KeptEntry> {
  const now = Date.now();
  const entry: KeptEntry = { id: crypto.randomUUID(), submission: cleanSubmission(submission), queuedAt: now, attempts: 0, retryAt: now, state: "waiting" };
  await withStoreLock(async () => {
    await set(entry.id, entry, queueStore());
    await updateFlag();
  });
  announce({ kind: "kept", form: entry.submission.form, entry: entry.id });
  return entry;
}

/** Every entry on the device, oldest first; of one form only when `form` is given. Cancelled ones are left out. */
export async function keptEntries(form?: FormId): Promise<KeptEntry[]> {
  followOtherTabs();
  return (await allEntries()).filter((entry) => !entry.cancelled && (!form || entry.submission.form === form));
}

/**
 * The visitor does not want it sent. Immediate, even while a try is on its way: that try is then not repeated, and the
 * entry goes when it ends. Null if the entry had already gone.
 */
export async function cancel(id: string): Promise<"cancelled" | "cancelled-in-flight" | null> {
  const result = await withStoreLock(async () => {
    const found = await get<KeptEntry>(id, queueStore());
    if (!found) return null;
    const entry = withState(found);
    if (await isHeld(entryLockName(id))) {
      await set(id, { ...entry, cancelled: true } satisfies KeptEntry, queueStore());
      return { entry, inFlight: true };
    }
    await removeEntry(entry);
    return { entry, inFlight: false };
  });
  if (!result) return null;
  announce({ kind: "cancelled", form: result.entry.submission.form, entry: id, inFlight: result.inFlight });
  return result.inFlight ? "cancelled-in-flight" : "cancelled";
}

/** Deletes, unsent, every entry kept more than 7 days, waiting or refused, and says so. Runs on every page open. */
export async function expireOld(now = Date.now()): Promise<void> {
  const expired = await withStoreLock(async () => {
    const old = (await allEntries()).filter((entry) => isExpired(entry.queuedAt, now));
    for (const entry of old) await del(entry.id, queueStore());
    if (old.length) await updateFlag();
    return old;
  });
  for (const entry of expired) if (!entry.cancelled) announce({ kind: "expired", form: entry.submission.form, entry: entry.id });
}

/**
 * Whether a try may start on the entry now: waiting, not cancelled, not expired, and its back-off over, whatever asks
 * (an `online` event, a page that opens, another tab). Only a real answer from the service after its last try went
 * unanswered (`answeredAt`, ms since the epoch) shows the network is back and ends the wait early (docs/decisions.md#d74).
 */
export function isDue(entry: KeptEntry, answeredAt: number, now = Date.now()): boolean {
  const networkBack = entry.unansweredAt !== undefined && entry.unansweredAt <= answeredAt;
  return entry.state === "waiting" && !entry.cancelled && (entry.retryAt <= now || networkBack) && !isExpired(entry.queuedAt, now);
}

/**
 * Starts a try of the entry, if one may start now: the try is counted, and the entry waits its back-off as if the try
 * got no answer, before the request leaves. A tab closed while the request is on its way (its answer lost) then leaves
 * an entry that waits like any other, never one that the next tab sends again at once (docs/decisions.md#d74).
 */
export async function claim(id: string, answeredAt: number): Promise<KeptEntry | null> {
  return withStoreLock(async () => {
    const found = await get<KeptEntry>(id, queueStore());
    if (!found || !isDue(withState(found), answeredAt)) return null;
    const now = Date.now();
    const attempts = found.attempts + 1;
    const trying: KeptEntry = { ...withState(found), attempts, retryAt: now + retryDelay(attempts, { ok: false, reason: "timeout" }, 0), unansweredAt: now };
    await set(id, trying, queueStore());
    return trying;
  });
}

/**
 * Records how a try (counted when it started, claim) ended: sent, deleted; refused, kept as refused for its form to take
 * back; otherwise tried again at `retryAt` (with `unanswered`, the try got no answer at all). An entry cancelled
 * meanwhile is deleted whatever the answer.
 */
export async function settle(id: string, verdict: Verdict, retryAt: number, unanswered = false): Promise<void> {
  const outcome = await withStoreLock(async () => {
    const found = await get<KeptEntry>(id, queueStore());
    if (!found) return null;
    const entry = withState(found);
    if (entry.cancelled || verdict === "sent") {
      await removeEntry(entry);
      return entry.cancelled ? null : ({ kind: "delivered", form: entry.submission.form, entry: id } as const);
    }
    if (verdict === "refused") {
      await set(id, { ...entry, state: "refused", unansweredAt: undefined } satisfies KeptEntry, queueStore());
      return { kind: "refused", form: entry.submission.form, entry: id } as const;
    }
    const next: KeptEntry = { ...entry, retryAt, unansweredAt: unanswered ? Date.now() : undefined };
    await set(id, next, queueStore());
    return null;
  });
  if (outcome) announce(outcome);
}

/**
 * One form's entries as its notice lists them, kept earlier or in another tab: those waiting, and those refused. With
 * `restoreInto` (the form holds nothing typed), the newest refused entry is handed back at once (takeBack) instead.
 */
export async function formEntries(form: FormId, options: { except: string | null; restoreInto: boolean }) {
  const entries = (await keptEntries(form)).filter((entry) => entry.id !== options.except);
  const refused = entries.filter((entry) => entry.state === "refused");
  const newest = refused.at(-1);
  const restored = newest && options.restoreInto ? await takeBack(newest.id) : null;
  return {
    waiting: entries.filter((entry) => entry.state === "waiting"),
    refused: refused.filter((entry) => entry.id !== restored?.id),
    restored,
  };
}

/** A refused entry, handed back to its form (which puts its values back) and deleted from the device. */
export async function takeBack(id: string): Promise<KeptEntry | null> {
  const entry = await withStoreLock(async () => {
    const found = await get<KeptEntry>(id, queueStore());
    if (!found || withState(found).state !== "refused") return null;
    await removeEntry(found);
    return withState(found);
  });
  if (entry) announce({ kind: "restored", form: entry.submission.form, entry: id });
  return entry;
}
