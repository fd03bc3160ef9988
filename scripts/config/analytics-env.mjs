// Decides, at build time, whether the site counts visits and where the events go (docs/decisions.md#d91): off unless
// NEXT_PUBLIC_ANALYTICS_DOMAIN is set, and then only in a production build. Shared by next.config.ts (which bakes the
// answer into the bundle and leaves the tracker out when off), the security headers step (connect-src) and the deploy
// check (which refuses an export that disagrees with it), so they can never disagree.
// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isHttpsUrl, isLocalOrigin } from "./email-env.mjs";
import { isStagingBuild } from "./staging.mjs";

/** @typedef {import("./email-env.mjs").Env} Env */
/**
 * @typedef {{ mode: "on", domain: string, host: string, endpoint: string }} AnalyticsOn the site's domain as the
 *   provider knows it, the provider's origin, and the URL events are posted to (`<host>/api/event`)
 * @typedef {{ mode: "off", reason: "not configured" | "next dev" | "staging build" | "local preview" }} AnalyticsOff
 * @typedef {AnalyticsOn | AnalyticsOff} AnalyticsEnv
 */

/** Plausible's hosted service: the provider when NEXT_PUBLIC_ANALYTICS_HOST is unset. */
export const PLAUSIBLE_HOST = "https://plausible.io";
/** Plausible's events API, on the provider's origin (hosted or self-hosted alike). */
export const EVENTS_PATH = "/api/event";
/**
 * Text only the analytics code holds (the provider's name for a click on a link to another site, lib/analytics-events.ts):
 * how a check tells an export that carries it.
 */
export const TRACKER_MARKER = "Outbound Link: Click";
/** The domain the test builds count under: a reserved name, so no provider's real site can ever be it. */
export const PREVIEW_ANALYTICS_DOMAIN = "talanta-ai.example";

/**
 * The variables that make a local-preview build count visits into the local inbox on `port` (its stand-in for the
 * provider's events API, scripts/serve/local-inbox.mjs): what `npm test`, `npm run test:engines` and `npm run bench`
 * build with. `localhost`, not 127.0.0.1: another origin than the site's and the e-mail's, so the policy must name it.
 * @param {number} port
 */
export function previewAnalyticsEnv(port) {
  return { NEXT_PUBLIC_ANALYTICS_DOMAIN: PREVIEW_ANALYTICS_DOMAIN, NEXT_PUBLIC_ANALYTICS_HOST: `http://localhost:${port}` };
}

/**
 * Where the local-preview export in `dir` counts visits, built for the local inbox on `port` (its policy names that
 * stand-in), else "": the end-to-end runs give it to content/site.ts, so that the specs read the words the export was
 * built with (the privacy policy's differ, docs/decisions.md#d94).
 * @param {string} dir
 * @param {number} port
 */
export function previewExportEndpoint(dir, port) {
  const host = previewAnalyticsEnv(port).NEXT_PUBLIC_ANALYTICS_HOST;
  const headers = join(dir, "_headers");
  return existsSync(headers) && readFileSync(headers, "utf8").includes(new URL(host).host) ? `${host}${EVENTS_PATH}` : "";
}

const OFF_REASONS = {
  "next dev": "`next dev` counts nothing",
  "staging build": "a staging build (SITE_STAGING=1) counts nothing",
  "local preview": "a local-preview build counts nothing but into a stand-in on this machine (NEXT_PUBLIC_ANALYTICS_HOST=http://localhost:<port>)",
};

/**
 * What the build does about analytics. Off with neither variable set; off in `next dev`, a staging build, and a
 * local-preview build whose host is not on this machine (so a copied `.env` never counts a developer's visits). A
 * production build needs an https:// host; only a local preview may point at this machine. Throws an Error whose
 * message names what is wrong.
 * @param {Env} env
 * @param {{ dev?: boolean, localPreview?: boolean }} [options]
 * @returns {AnalyticsEnv}
 */
export function resolveAnalyticsEnv(env, { dev = false, localPreview = false } = {}) {
  const domain = String(env.NEXT_PUBLIC_ANALYTICS_DOMAIN ?? "").trim();
  const hostSet = String(env.NEXT_PUBLIC_ANALYTICS_HOST ?? "").trim();
  if (!domain) {
    if (hostSet) throw new Error("NEXT_PUBLIC_ANALYTICS_HOST is set without NEXT_PUBLIC_ANALYTICS_DOMAIN: set the domain to count visits, or unset both.");
    return { mode: "off", reason: "not configured" };
  }
  if (!/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain)) {
    throw new Error(`NEXT_PUBLIC_ANALYTICS_DOMAIN must be the site's domain as registered with the provider (like talanta.ai), not a URL: got "${domain}".`);
  }
  const host = (hostSet || PLAUSIBLE_HOST).replace(/\/+$/, "");
  let url;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`NEXT_PUBLIC_ANALYTICS_HOST must be the provider's origin (like https://plausible.io), got "${host}".`);
  }
  if (url.origin !== host) throw new Error(`NEXT_PUBLIC_ANALYTICS_HOST must be an origin only (like https://plausible.io), got "${host}".`);

  if (dev) return { mode: "off", reason: "next dev" };
  if (isStagingBuild(env)) return { mode: "off", reason: "staging build" };
  const local = isLocalOrigin(host);
  if (localPreview && !local) return { mode: "off", reason: "local preview" };
  if (!localPreview && local) {
    throw new Error(
      `NEXT_PUBLIC_ANALYTICS_HOST points at this machine (${host}): only a local-preview build (EMAILJS_LOCAL_PREVIEW=1) counts into a stand-in here.`,
    );
  }
  if (!local && !isHttpsUrl(host)) throw new Error(`NEXT_PUBLIC_ANALYTICS_HOST must be an https:// origin in a production build, got "${host}".`);
  return { mode: "on", domain: domain.toLowerCase(), host, endpoint: `${host}${EVENTS_PATH}` };
}

/**
 * One line for the build's output: what it counts and where, or why it counts nothing although a domain is set.
 * Null when nothing is configured (the build says nothing about analytics then).
 * @param {AnalyticsEnv} analytics
 */
export function describeAnalytics(analytics) {
  if (analytics.mode === "on") return `Analytics: visits to ${analytics.domain} are counted at ${analytics.endpoint}.`;
  if (analytics.reason === "not configured") return null;
  return `Analytics: off, NEXT_PUBLIC_ANALYTICS_DOMAIN notwithstanding: ${OFF_REASONS[analytics.reason]}.`;
}

/**
 * What next.config.ts bakes into the bundle (lib/analytics.ts, content/site.ts): the domain and the endpoint, both
 * empty when off, so a variable of the same name in a shell never reaches the build.
 * @param {AnalyticsEnv} analytics
 */
export function analyticsBuildEnv(analytics) {
  return analytics.mode === "on"
    ? { ANALYTICS_DOMAIN: analytics.domain, ANALYTICS_ENDPOINT: analytics.endpoint }
    : { ANALYTICS_DOMAIN: "", ANALYTICS_ENDPOINT: "" };
}
