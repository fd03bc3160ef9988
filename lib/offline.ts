/**
 * What the service worker (lib/service-worker/), the build and the pages agree on (docs/decisions.md#d47): the
 * caches' names, which requests are pages, and where each language's offline page is. Pure: no DOM and no worker
 * types, so the worker, the offline page's list of cached pages and the unit tests all import it.
 */
import { locales, type Locale } from "@/content/locales";
import { localePath, routes } from "@/content/routes";
import { localeOfPath } from "./locale-path";

/** Every cache the site makes starts with this: the worker removes the ones it no longer uses, the kill switch all of them. */
export const CACHE_PREFIX = "talanta-";

/**
 * The runtime caches. The version is the cache scheme's, not the build's: a deploy keeps them, so a page read before it
 * still finds the stylesheet and scripts it was built with (they are hashed, so an old one never stands in for a new one).
 */
export const CACHE_NAMES = {
  /** Pages the visitor read, network first. */
  pages: `${CACHE_PREFIX}pages-v1`,
  /** Next's hashed files (scripts, the stylesheet, the font, the pages' payloads), cache first. */
  static: `${CACHE_PREFIX}static-v1`,
  /** Pictures and icons outside /_next/static/, cache first. */
  assets: `${CACHE_PREFIX}assets-v1`,
} as const;

/** The prefix of Serwist's own cache names: its precache (the offline pages) is `talanta-precache-v2-<scope>`. */
export const PRECACHE_ID = CACHE_PREFIX.slice(0, -1);

/**
 * How long a page request waits for the network before the copy kept on this device answers (docs/decisions.md#d59).
 * A page with no kept copy waits for the network as long as it takes, up to NAVIGATION_LIMIT_SECONDS.
 */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * How long a navigation to a page with no kept copy waits for the network's answer (its headers; the page then arrives
 * as slowly as it must) before the worker gives the offline page's "slow network" variant (docs/decisions.md#d59).
 */
export const NAVIGATION_LIMIT_SECONDS = 30;

/**
 * How long a link's payload request (`/about.txt?_rsc=…`) waits for the network's answer before the worker answers 504,
 * after which Next loads the page in full and the navigation rules above apply (docs/decisions.md#d60).
 */
export const PAYLOAD_TIMEOUT_SECONDS = 3;

/**
 * Why the offline page is shown: no network (`offline`), or a network that has not answered within
 * NAVIGATION_LIMIT_SECONDS (`slow`). The page is built saying `offline`; the worker rewrites this one attribute to give
 * the slow variant, whose words the page carries beside its own (docs/decisions.md#d59).
 */
export const OFFLINE_REASON_ATTRIBUTE = "data-offline-reason";
export type OfflineReason = "offline" | "slow";

/** The attribute as it is written in the offline page's HTML: `data-offline-reason="slow"`. */
export function offlineReasonMarker(reason: OfflineReason): string {
  return `${OFFLINE_REASON_ATTRIBUTE}="${reason}"`;
}

/** Bounds of the runtime caches: the oldest entry goes first. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 50 },
  static: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
  assets: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
} as const;

/** The offline page of one language: `/offline`, `/fr/offline`. */
export function offlinePath(locale: Locale): string {
  return localePath(locale, routes.offline);
}

/** Every language's offline page: the worker precaches them all. */
export const offlinePaths: string[] = locales.map(offlinePath);

/** The offline page in the language of the page asked for: `/fr/careers` → `/fr/offline`. */
export function offlinePathFor(pathname: string): string {
  return offlinePath(localeOfPath(pathname));
}

const FILE_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * A page of the site is a path without a file extension outside Next's own folder: `/about`, `/fr/blog/x`, `/`; not
 * `/sw.js`, `/images/x.svg` or `/_next/…`. Hosts serve each page's HTML at such a path (clean URLs).
 */
export function isPagePath(pathname: string): boolean {
  return !pathname.startsWith("/_next/") && !FILE_EXTENSION.test(pathname);
}

/**
 * The page whose payload a client-side navigation fetches: Next asks for `/about.txt?_rsc=…` (header `RSC: 1`) instead of
 * the HTML, so the worker fetches the HTML beside it to keep the page readable offline. `/index.txt` is the home page.
 * Returns null for any other URL.
 */
export function pageOfPayloadRequest(url: URL): string | null {
  const match = /^(\/.*)\.txt$/.exec(url.pathname);
  if (!match || !url.searchParams.has("_rsc") || url.pathname.startsWith("/_next/")) return null;
  const path = match[1] === "/index" ? "/" : (match[1] as string);
  return isPagePath(path) ? path : null;
}

const PICTURE_OR_FONT = /\.(svg|png|jpe?g|webp|avif|gif|ico|woff2?)$/i;

/** Pictures, icons and fonts, by their file name: requests the worker caches itself (at install) have no destination. */
export function isPictureOrFont(pathname: string): boolean {
  return PICTURE_OR_FONT.test(pathname);
}

/** A cached page's path as the offline list compares it: no trailing slash but on the root. */
export function normalisePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
