// What the build steps and the host recipes agree on about the service worker (docs/decisions.md#d47). Kept apart
// from scripts/build/build-service-worker.mjs, which loads esbuild and Serwist's build tools, so the headers code and the
// static server need not.
// @ts-check

/** The worker's URL: at the root, so that it controls every page. */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * Every host sends /sw.js with this (scripts/build/headers/header-rules.mjs): browsers then ask for it again on a visitor's next
 * navigation, so a deploy, or the kill switch, reaches every visitor at once.
 */
export const SERVICE_WORKER_CACHE_CONTROL = "no-cache";

/**
 * `on` (the worker) unless `SERVICE_WORKER=off` asks for the kill switch: a /sw.js that unregisters itself and clears
 * the site's caches, and pages that unregister it and clear them too (docs/decisions.md#d82).
 * @param {Record<string, string | undefined>} env
 * @returns {"on" | "off"}
 */
export function serviceWorkerMode(env) {
  const value = (env.SERVICE_WORKER ?? "on").trim().toLowerCase();
  if (value !== "on" && value !== "off") throw new Error(`SERVICE_WORKER must be "on" or "off", not "${env.SERVICE_WORKER}".`);
  return value;
}

/**
 * True when a Cache-Control value makes every use of the file ask the host first.
 * @param {string | undefined} value
 */
export function isRevalidatedEveryTime(value) {
  return !!value && (/(^|,)\s*no-cache\s*(,|$)/i.test(value) || /(^|,)\s*no-store\s*(,|$)/i.test(value) || /(^|,)\s*max-age=0\s*(,|$)/i.test(value));
}
