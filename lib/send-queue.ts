/**
 * Forms sent without a network wait here, on the device, until it returns (docs/decisions.md#d48). Loaded when a form is
 * first used (so it is there if the network drops before the visitor presses Send) or when the flag says something
 * waits; the service worker also keeps this module's chunk from its install on, so a form first used offline can still
 * keep its entry. Sending is lib/send-queue-sender.ts, loaded only once the network is back.
 *
 * - IndexedDB (through idb-keyval) holds each submission as the form's own fields only: never the password
 *   (`cleanSubmission`), never the honeypot. localStorage holds one flag, "1", while anything waits: pages read it
 *   to know whether to load the sender, and it says nothing about the visitor.
 * - Every change is announced to this tab and, through a BroadcastChannel, to the site's other tabs, so a form shows
 *   the fate of its entry whichever tab sent it.
 * - Cancelling and sending run under one Web Lock, so two tabs never handle the same entry at once.
 */
import { createStore, del, get, keys, set, values, type UseStore } from "idb-keyval";
import type { FormId, FormSubmission } from "./form-values";
import { SEND_QUEUE_NAME as NAME } from "./send-queue-flag";
import { cleanSubmission } from "./submission";

export interface QueuedEntry {
  id: string;
  submission: FormSubmission;
  /** When it was kept, in ms since the epoch. */
  queuedAt: number;
  /** Sends tried so far. */
  attempts: number;
  /** Not tried again before this time (back-off after a refusal or a network error). */
  retryAt: number;
}

/** What happened to an entry: kept, sent (a 2xx), dropped (refused for good), expired (7 days), cancelled. */
export type QueueEventKind = "kept" | "sent" | "dropped" | "expired" | "cancelled";

export interface QueueEvent {
  kind: QueueEventKind;
  id: string;
  form: FormId;
}

/**
 * The object store's name. It is also how the build finds this module's chunk, to have the service worker keep it for a
 * form first used offline (scripts/build-service-worker.mjs): no other module may contain this string.
 */
export const QUEUE_STORE = "kept-submissions";

let store: UseStore | undefined;
/** Opened on first use, never when the module loads. */
const queueStore = () => (store ??= createStore(NAME, QUEUE_STORE));

/** Sets the flag from what the store holds now. */
export async function updateWaitingFlag(): Promise<void> {
  const waiting = (await keys(queueStore())).length > 0;
  try {
    if (waiting) localStorage.setItem(NAME, "1");
    else localStorage.removeItem(NAME);
  } catch {
    // Without storage the flag cannot be kept: the form that kept an entry asks for it to be sent (requestSend).
  }
}

/** Keeps a submission until the network returns; rejects if the device has no usable IndexedDB. */
export async function keep(submission: FormSubmission): Promise<QueuedEntry> {
  const now = Date.now();
  const entry: QueuedEntry = { id: crypto.randomUUID(), submission: cleanSubmission(submission), queuedAt: now, attempts: 0, retryAt: now };
  await set(entry.id, entry, queueStore());
  await updateWaitingFlag();
  announce({ kind: "kept", id: entry.id, form: entry.submission.form });
  return entry;
}

/** Every entry waiting, oldest first; of one form only when `form` is given. */
export async function waitingEntries(form?: FormId): Promise<QueuedEntry[]> {
  const entries = (await values<QueuedEntry>(queueStore())).filter((entry) => !form || entry.submission.form === form);
  return entries.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Removes an entry the visitor no longer wants sent. False if it had already gone (sent, or cancelled elsewhere). */
export async function cancel(id: string): Promise<boolean> {
  const cancelled = await withQueueLock(async () => {
    const entry = await get<QueuedEntry>(id, queueStore());
    if (!entry) return false;
    await remove(entry, "cancelled");
    return true;
  });
  return cancelled === true;
}

/** Records a failed try: the entry stays, not tried again before `retryAt`. */
export async function reschedule(entry: QueuedEntry, retryAt: number): Promise<void> {
  await set(entry.id, { ...entry, attempts: entry.attempts + 1, retryAt } satisfies QueuedEntry, queueStore());
}

/** Deletes an entry and says why. */
export async function remove(entry: QueuedEntry, kind: Exclude<QueueEventKind, "kept">): Promise<void> {
  await del(entry.id, queueStore());
  await updateWaitingFlag();
  announce({ kind, id: entry.id, form: entry.submission.form });
}

/**
 * Runs `task` while holding the queue's lock, so no other tab sends or cancels meanwhile. With `ifAvailable`, gives up
 * (null) when another tab holds it. Browsers without Web Locks (none the site supports today) run it as it is.
 */
export function withQueueLock<T>(task: () => Promise<T>, options: { ifAvailable?: boolean } = {}): Promise<T | null> {
  if (!navigator.locks) return task();
  return navigator.locks.request(NAME, { ifAvailable: options.ifAvailable ?? false }, (lock) => (lock ? task() : null));
}

const here = new EventTarget();
let channel: BroadcastChannel | null | undefined;
const otherTabs = () => (channel ??= typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(NAME));

function announce(event: QueueEvent) {
  here.dispatchEvent(new CustomEvent<QueueEvent>(NAME, { detail: event }));
  otherTabs()?.postMessage(event);
}

/** Calls `listener` on every change to the queue: `inThisTab` is false when another tab made it. Returns the unsubscribe. */
export function onQueueEvent(listener: (event: QueueEvent, inThisTab: boolean) => void): () => void {
  const fromHere = (event: Event) => listener((event as CustomEvent<QueueEvent>).detail, true);
  const fromOthers = (event: MessageEvent<QueueEvent>) => listener(event.data, false);
  here.addEventListener(NAME, fromHere);
  otherTabs()?.addEventListener("message", fromOthers);
  return () => {
    here.removeEventListener(NAME, fromHere);
    otherTabs()?.removeEventListener("message", fromOthers);
  };
}
