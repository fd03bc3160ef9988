/**
 * Time limits of a send (docs/decisions.md#d13, #d75): no send waits longer than its own limit for anything, an answer
 * or a chunk of code the device may not have. Small and free of imports: every form's island holds it.
 */

/** A send made now that has no answer by then counts as a failure for the visitor; no chunk it needs is waited for longer. */
export const SEND_TIMEOUT_MS = 15_000;
/** The typo checker is a nicety: a send waits this long for it at most, then goes without it. */
export const TYPO_CHECK_LIMIT_MS = 2_000;
/** A form waits this long for the toaster before it says the outcome of a send in its own notice. */
export const TOASTER_LIMIT_MS = 2_000;

/** The promise's value, or null if it has not settled within `ms`; rejects if it rejects first. It never stops the promise itself. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
