/** At most this many characters of a message are shown: enough to report, too few for a dump. */
export const MAX_DETAIL_LENGTH = 160;

/** The first line of a message, shortened: a multi-line message (a stack pasted into it) shows one line. */
function oneLine(text: string): string {
  const first = text.trim().split(/\r?\n/)[0]?.trim() ?? "";
  return first.length > MAX_DETAIL_LENGTH ? `${first.slice(0, MAX_DETAIL_LENGTH - 1)}…` : first;
}

/**
 * What the error screens show under their heading: the error's HTTP-like status, else the first line of
 * its message, as text. Never its stack.
 */
export function errorDetail(error: unknown, fallback: string): string {
  if (error && typeof error === "object") {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof status === "number") return typeof statusText === "string" && statusText ? `${status} ${oneLine(statusText)}` : String(status);
    if (typeof message === "string" && oneLine(message)) return oneLine(message);
  }
  if (typeof error === "string" && oneLine(error)) return oneLine(error);
  return fallback;
}
