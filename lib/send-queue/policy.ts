/**
 * The send queue's rules (docs/decisions.md#d48): what an answer means for a kept entry, how long it waits before the
 * next try, how long one try may take and how long an entry may stay. Pure: no DOM, no storage; unit-tested.
 */
import type { SendResult } from "@/lib/email";
import type { FormSubmission } from "@/lib/form-values";
import { shorten } from "@/lib/shorten";

/** Entries older than this are deleted unsent, the next time any page of the site opens, online or offline. */
export const MAX_WAIT_DAYS = 7;
export const MAX_WAIT_MS = MAX_WAIT_DAYS * 24 * 60 * 60 * 1000;
/** One try of a kept entry gets this long for an answer; then it counts as no answer, and the entry waits again. */
export const SEND_LIMIT_MS = 60_000;
const FIRST_RETRY_MS = 15_000;
const LAST_RETRY_MS = 30 * 60 * 1000;

/** What an answer means for a kept entry: sent (delete it), refused for good (give it back to the visitor), or try later. */
export type Verdict = "sent" | "refused" | "retry";

export function verdict(result: SendResult): Verdict {
  if (result.ok) return "sent";
  const { reason, status } = result;
  // Any 2xx reached the service: never send it again.
  if (status !== undefined && status >= 200 && status < 300) return "sent";
  if (reason === "blocked" || reason === "headless") return "refused";
  if (reason === "rejected" && status !== undefined && status >= 400 && status < 500) return "refused";
  // 429, 5xx, no answer (network, timeout), or the client not configured (a deploy may fix it): later.
  return "retry";
}

/** How long an entry waits after its `attempts`-th failed try: doubling from 15 s, at most 30 min, never under the rate limit. */
export function retryDelay(attempts: number, result: SendResult, throttleMs: number): number {
  const backOff = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);
  return !result.ok && result.reason === "throttled" ? Math.max(backOff, throttleMs) : backOff;
}

export function isExpired(queuedAt: number, now: number): boolean {
  return now - queuedAt > MAX_WAIT_MS;
}

const SUMMARY_LENGTH = 80;

/**
 * What an entry holds, in a few words, for the visitor deciding whether to delete it: the message's first words, or
 * who it is from. Never the password (a kept submission has none).
 */
export function summary(submission: FormSubmission): string {
  const words = (() => {
    switch (submission.form) {
      case "newsletter":
        return submission.values.email;
      case "contact":
        return submission.values.message;
      case "developer-signup":
        return `${submission.values.fullName} (${submission.values.email})`;
      case "organization-request":
        return `${submission.values.name} (${submission.values.companyEmail})`;
    }
  })();
  return shorten(words, SUMMARY_LENGTH);
}
