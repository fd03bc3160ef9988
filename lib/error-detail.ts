/**
 * The error's HTTP-like status, if it has one: the error screens show it under their sentence (docs/decisions.md#d9),
 * as a number reads the same in every language. They never show the error's message: it is English and technical,
 * and may name the site's internals. Next.js prints the error to the browser's console (its onCaughtError, in
 * production too), which is where a developer looks for it.
 */
export function errorStatus(error: unknown): number | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === "number" && Number.isInteger(status) ? status : undefined;
}
