/**
 * The e-mail boundary (docs/decisions.md#d10 to #d14, #d17, #d48): the only module that imports `@emailjs/browser`.
 * Forms call `sendSubmission(submission, honeypot)`, the send queue `sendQueuedSubmission(submission)`; both get a typed
 * result back and never see the client, its errors or its configuration.
 */
import type { send as emailjsSend } from "@emailjs/browser";
import { submissionParams } from "./email-payload";
import type { FormId, FormSubmission } from "./form-values";
import { cleanSubmission } from "./submission";
// A send that has not answered within SEND_TIMEOUT_MS counts as a failure for the visitor (docs/decisions.md#d13); it is
// still followed until it settles, so a late arrival is reported and never sent twice.
import { SEND_TIMEOUT_MS, within } from "./time-limit";

/** One send per form per this many milliseconds, enforced by the client's limitRate (docs/decisions.md#d12). */
export const SEND_THROTTLE_MS = 10_000;
/** The only status that counts as success (docs/decisions.md#d10). */
const SUCCESS_STATUS = 200;

export type SendFailureReason =
  | "timeout" // no answer within SEND_TIMEOUT_MS
  | "throttled" // 429: the client's rate limit (or the service's)
  | "blocked" // 403: block list
  | "headless" // 451: headless browser blocked
  | "network" // status 0 or a failed fetch
  | "rejected" // any other non-2xx status
  | "unexpected-status" // a 2xx other than 200
  | "not-configured" // missing identifiers (the client throws a string)
  | "unknown";

export type SendResult =
  | { ok: true; dropped: boolean }
  | {
      ok: false;
      reason: SendFailureReason;
      status?: number;
      /**
       * Only with "timeout": the send is still on its way and may yet arrive. Resolves with its outcome
       * when it settles, or with null when a later send of the same form took it over (that call reports it).
       */
      later?: Promise<SendResult | null>;
      /** Only with "throttled": when the form may send again, in ms since the epoch. */
      retryAt?: number;
    };

// Inlined at build time by next.config.ts (see scripts/config/email-env.mjs): EmailJS itself, or the local inbox.
const config = {
  publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? "",
  serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? "",
  templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? "",
  origin: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || "https://api.emailjs.com",
};

/** limitRate only works with a storage provider: without one the client silently skips it (measured on 4.4.1). */
const storage = {
  async get(key: string) {
    try {
      return window.localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  async set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage can be unavailable (private mode, quota): the send still goes out, unthrottled.
    }
  },
  async remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See set().
    }
  },
};

let client: Promise<typeof emailjsSend> | null = null;

/**
 * Loads and initialises the e-mail client on first use: no page needs it before a form is used, so it
 * stays out of every page's first-load JavaScript. Forms call it on focus to have it ready by submit.
 */
export function loadEmailClient(): Promise<typeof emailjsSend> {
  client ??= import("@emailjs/browser").then(
    ({ init, send }) => {
      // `origin` is honoured only here, not in send()'s options. blockHeadless stays off: it would refuse every
      // visitor whose browser reports navigator.webdriver, including test runs.
      init({ publicKey: config.publicKey, origin: config.origin, blockHeadless: false, storageProvider: storage });
      return send;
    },
    (error: unknown) => {
      // A chunk that failed to download (a dropped connection) is fetched again on the next try.
      client = null;
      throw error;
    },
  );
  return client;
}

/** Where the client's rate limit keeps each form's last send time (docs/decisions.md#d12). */
export const RATE_LIMIT_KEY_PREFIX = "talanta-email-";
const rateLimitKey = (form: FormId) => `${RATE_LIMIT_KEY_PREFIX}${form}`;

/** When the form may send again under the client's rate limit, or null if it may now. Read as the client reads it. */
function throttledUntil(form: FormId): number | null {
  let last = 0;
  try {
    last = Number(window.localStorage.getItem(rateLimitKey(form)) ?? 0);
  } catch {
    // No storage, no limit (see storage.set).
  }
  const until = last + SEND_THROTTLE_MS;
  return Number.isFinite(until) && until > Date.now() ? until : null;
}

/** Maps whatever the client threw to a reason. Exported for tests of the mapping only. */
export function failureFromError(error: unknown): { reason: SendFailureReason; status?: number } {
  // The client rejects with an EmailJSResponseStatus; read its status without importing the class.
  const status =
    error && typeof error === "object" && typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : undefined;
  if (status !== undefined) {
    const byStatus: Record<number, SendFailureReason> = { 0: "network", 403: "blocked", 429: "throttled", 451: "headless" };
    return { reason: byStatus[status] ?? "rejected", status };
  }
  if (error instanceof TypeError) return { reason: "network" };
  if (typeof error === "string") return { reason: "not-configured" };
  return { reason: "unknown" };
}

/**
 * A send of one form that has started and not settled yet. The client cannot cancel a request, so a send
 * that timed out for the visitor may still arrive: until it settles, a resend of that form waits for it
 * instead of sending the same intent twice (docs/decisions.md#d13).
 */
interface Attempt {
  /** The send's outcome; never rejects. */
  settled: Promise<SendResult>;
  /** The call that reports this send's outcome: the latest one waiting on it. */
  owner: symbol;
}

const attempts = new Map<FormId, Attempt>();

function logFailure(form: FormId, result: { reason: SendFailureReason; status?: number }) {
  // The visitor's words and the message are never logged: only which form failed and why.
  console.error(`[email] ${form} send failed: ${result.reason}${result.status === undefined ? "" : ` (status ${result.status})`}`);
}

/** One request to the service, under the form's rate limit; never rejects. */
async function sendOnce(form: FormId, params: Record<string, string>): Promise<SendResult> {
  const key = rateLimitKey(form);
  let result: SendResult;
  // The client's own code could not be fetched: no network, whatever error the chunk loader throws.
  const send = await loadEmailClient().catch(() => null);
  if (!send) {
    logFailure(form, { reason: "network" });
    return { ok: false, reason: "network" };
  }
  try {
    const response = await send(config.serviceId, config.templateId, params, { limitRate: { id: key, throttle: SEND_THROTTLE_MS } });
    result = response.status === SUCCESS_STATUS ? { ok: true, dropped: false } : { ok: false, reason: "unexpected-status", status: response.status };
  } catch (error) {
    result = { ok: false, ...failureFromError(error) };
    // The client's own limit, or the service's: either way, wait out one window from the last send known.
    if (result.reason === "throttled") result.retryAt = throttledUntil(form) ?? Date.now() + SEND_THROTTLE_MS;
  }
  if (!result.ok) {
    logFailure(form, result);
    // A send the service refused or never received should not block an immediate retry.
    if (result.reason !== "throttled") await storage.remove(key);
  }
  return result;
}

function startSend(form: FormId, params: Record<string, string>, caller: symbol): Attempt {
  const settled = sendOnce(form, params).then((result) => {
    attempts.delete(form);
    return result;
  });
  // Registered before the first await, so a resend in the same tick already finds it.
  const attempt: Attempt = { settled, owner: caller };
  attempts.set(form, attempt);
  return attempt;
}

/** The visitor hears "failed" now; `later` carries the real outcome to whoever still owns the send. */
function timedOut(form: FormId, attempt: Attempt, caller: symbol): SendResult {
  logFailure(form, { reason: "timeout" });
  return { ok: false, reason: "timeout", later: attempt.settled.then((result) => (attempt.owner === caller ? result : null)) };
}

async function deliver(form: FormId, params: Record<string, string>, honeypot: string): Promise<SendResult> {
  // A filled honeypot is a bot: drop the message silently and let it believe it worked (docs/decisions.md#d12).
  if (honeypot.trim()) return { ok: true, dropped: true };

  const caller = Symbol(form);
  // An earlier send of this form is still on its way: wait for it. If it arrives, this intent is served;
  // if it fails, this call really sends.
  for (let earlier = attempts.get(form); earlier; earlier = attempts.get(form)) {
    earlier.owner = caller;
    const outcome = await within(earlier.settled, SEND_TIMEOUT_MS);
    if (outcome === null) return timedOut(form, earlier, caller);
    if (outcome.ok) return outcome;
  }

  // Sent a moment ago: say when it may go again, rather than have the client refuse it as a failure.
  const until = throttledUntil(form);
  if (until !== null) return { ok: false, reason: "throttled", retryAt: until };

  const attempt = startSend(form, params, caller);
  const outcome = await within(attempt.settled, SEND_TIMEOUT_MS);
  return outcome ?? timedOut(form, attempt, caller);
}

/**
 * Sends what a visitor submitted: the form's own fields only (the developer's password never, docs/decisions.md#d11),
 * with the page's language (`en`, `fr`), so the team answers in it.
 */
export function sendSubmission(submission: FormSubmission, honeypot = ""): Promise<SendResult> {
  const clean = cleanSubmission(submission);
  return deliver(clean.form, { ...submissionParams(clean) }, honeypot);
}

/**
 * Sends a submission kept on the device while offline (lib/send-queue/, docs/decisions.md#d48), once, and waits for
 * its real outcome however long it takes: the queue deletes it only after an answer, so nothing is sent twice. It is
 * another intent than whatever the visitor is sending now, so it neither waits for nor serves a send in flight, but it
 * shares the form's rate limit.
 */
export function sendQueuedSubmission(submission: FormSubmission): Promise<SendResult> {
  const clean = cleanSubmission(submission);
  return sendOnce(clean.form, { ...submissionParams(clean) });
}
