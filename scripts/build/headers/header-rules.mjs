// The host-wide headers (docs/decisions.md#d28): what every response gets (the policy that a <meta> cannot carry,
// HSTS and the other headers), Next's immutable assets, the service worker's caching and each feed's type, as the
// rules `_headers`, nginx and CloudFront are all written from. Each page's own policy is in page-policy.mjs.
// @ts-check
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { FEED_FILE_NAME, RSS_CONTENT_TYPE } from "@/lib/build-contract";
import { SERVICE_WORKER_CACHE_CONTROL, SERVICE_WORKER_PATH } from "../../config/service-worker.mjs";
import { STAGING_ROBOTS } from "../../config/staging.mjs";
import { connectSources } from "./page-policy.mjs";

/** @typedef {import("./headers-file.mjs").HeaderList} HeaderList */
/** @typedef {import("./headers-file.mjs").HeaderRule} HeaderRule */

export const STATIC_ASSETS_PATH = "/_next/static/*";

/** Headers every response gets. Values are plain strings: they go into `_headers`, nginx and CloudFront alike. */
/** @type {HeaderList} */
export const COMMON_HEADERS = [
  // Two years, the value hstspreload.org asks for; includeSubDomains keeps subdomains on https too (docs/decisions.md#d28).
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // Features the site never uses; every name here is one Chromium recognises (unknown names log errors).
  [
    "Permissions-Policy",
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), " +
      "hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), " +
      "screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()",
  ],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * Next's hashed bundles never change under the same name; nothing else may be cached as immutable.
 * @type {HeaderList}
 */
export const STATIC_ASSET_HEADERS = [["Cache-Control", "public, max-age=31536000, immutable"]];

/**
 * The service worker is asked for again on every navigation, never taken from a cache, so a deploy (or the kill
 * switch) reaches visitors at once (docs/decisions.md#d47).
 * @type {HeaderList}
 */
export const SERVICE_WORKER_HEADERS = [["Cache-Control", SERVICE_WORKER_CACHE_CONTROL]];

/**
 * The host-wide policy, sent as a header on every response. It carries what a <meta> policy cannot
 * (frame-ancestors) and what is the same on every page.
 * @param {{ emailOrigin: string, analyticsOrigin?: string }} options
 */
export function headerPolicy({ emailOrigin, analyticsOrigin }) {
  return [
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `connect-src ${connectSources(emailOrigin, analyticsOrigin).join(" ")}`,
    "img-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "media-src 'none'",
    "frame-src 'none'",
    // The service worker, from the site itself (docs/decisions.md#d47); no other worker.
    "worker-src 'self'",
  ].join("; ");
}

/**
 * The rules of the site's `_headers` file: one for every response, one for Next's immutable assets, one for the
 * service worker, and one per feed giving its type (one per language, so the file stays far below Cloudflare Pages'
 * 100 rules). A staging build's every response also says `X-Robots-Tag: noindex`.
 * @param {{ emailOrigin: string, analyticsOrigin?: string, feeds?: string[], staging?: boolean }} options `feeds`: the feeds' paths
 *   (`/blog/rss.xml`); `analyticsOrigin`: the analytics provider's, in a build that counts visits
 * @returns {HeaderRule[]}
 */
export function headerRules({ emailOrigin, analyticsOrigin, feeds = [], staging = false }) {
  /** @type {HeaderList} */
  const robots = staging ? [["X-Robots-Tag", STAGING_ROBOTS]] : [];
  return [
    { path: "/*", headers: [["Content-Security-Policy", headerPolicy({ emailOrigin, analyticsOrigin })], ...COMMON_HEADERS, ...robots] },
    { path: STATIC_ASSETS_PATH, headers: STATIC_ASSET_HEADERS },
    { path: SERVICE_WORKER_PATH, headers: SERVICE_WORKER_HEADERS },
    ...feeds.map((path) => ({ path, headers: /** @type {HeaderList} */ ([["Content-Type", RSS_CONTENT_TYPE]]) })),
  ];
}

/**
 * The path of every feed in an export (every file named rss.xml), sorted.
 * @param {string} dir
 */
export function feedPaths(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === FEED_FILE_NAME)
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .sort();
}
