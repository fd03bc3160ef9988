/**
 * The site's service worker (docs/decisions.md#d47), bundled by scripts/build-service-worker.mjs into the export's
 * /sw.js after the security headers step, with the precache list of the files it was built with.
 *
 * - Pages: network first; after NETWORK_TIMEOUT_SECONDS, or with no network, the copy cached when the visitor last read
 *   the page, else the offline page in the page's language. Only pages a visitor reads are kept, 50 at most.
 * - Next's hashed files (/_next/static/: scripts, stylesheet, font, the pages' payloads): cache first, with expiry.
 * - Pictures and icons: cache first, bounded.
 * - Nothing else: other origins (EmailJS among them) and every non-GET request go straight to the network.
 * - Installing precaches the offline pages and puts the rest of the shell (the stylesheet, the font, the icon) in the
 *   runtime caches; with Save-Data on, only the offline pages.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  setCacheNameDetails,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
} from "serwist";
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  CACHE_PREFIX,
  isPagePath,
  NETWORK_TIMEOUT_SECONDS,
  offlinePathFor,
  isPictureOrFont,
  pageOfPayloadRequest,
  PRECACHE_ID,
} from "@/lib/offline";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** The files of this build to keep from the start, injected by the build (scripts/build-service-worker.mjs). */
const manifest = (self.__SW_MANIFEST ?? []).map((entry) => (typeof entry === "string" ? { url: entry, revision: null } : entry));

/** Chromium's `navigator.connection.saveData`: the visitor asked the browser to save data. Other engines lack it. */
const savesData = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Only 200s are kept: never an error page, a redirect or an opaque answer from another origin. */
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyOk(), new ExpirationPlugin(CACHE_LIMITS.pages)],
});
const hashedFiles = new CacheFirst({
  cacheName: CACHE_NAMES.static,
  plugins: [onlyOk(), new ExpirationPlugin({ ...CACHE_LIMITS.static, purgeOnQuotaError: true })],
});
const pictures = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [onlyOk(), new ExpirationPlugin({ ...CACHE_LIMITS.assets, purgeOnQuotaError: true })],
});
const payloads = new NetworkOnly();

// Before Serwist is made: it names its precache when constructed (`talanta-precache-v2-<scope>`), and the kill switch
// finds every cache of the site by this prefix.
setCacheNameDetails({ prefix: PRECACHE_ID });

const serwist = new Serwist({
  // Revisioned entries (the offline pages) are Serwist's precache; hashed ones are cached at install (below).
  precacheEntries: manifest.filter((entry) => entry.revision !== null),
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new deploy takes over at once: the visitor's next navigation is served by it, with no prompt to reload.
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: with it, Firefox ESR 153 fails a navigation whose preload finds no server (connection
  // refused) instead of letting the worker answer from its cache, so offline reading would not work there.
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.headers.get("RSC") === "1" && pageOfPayloadRequest(url) !== null,
      handler: clientNavigation,
    },
    { matcher: ({ url, sameOrigin }) => sameOrigin && isPagePath(url.pathname), handler: page },
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"), handler: hashedFiles },
    { matcher: ({ url, sameOrigin }) => sameOrigin && isPictureOrFont(url.pathname), handler: pictures },
  ],
});

/** A page: network first, then the cached copy; a navigation nobody can answer in time gets the offline page. */
async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  const answer = pages.handle(options);
  if (options.request.mode !== "navigate") return answer;
  const offline = () => offlinePage(options.url.pathname);
  // NetworkFirst answers from the cache after its timeout, but with nothing cached it waits for the network as long as
  // the network takes: a hung connection must not hold the visitor longer than the timeout.
  const late = new Promise<Response>((resolve) => setTimeout(() => resolve(offline()), NETWORK_TIMEOUT_SECONDS * 1000 + 250));
  return Promise.race([answer.catch(offline), late]);
}

async function offlinePage(pathname: string): Promise<Response> {
  return (await serwist.matchPrecache(offlinePathFor(pathname))) ?? Response.error();
}

/**
 * A client-side navigation fetches the page's payload, not its HTML: once the payload has come, the HTML is fetched
 * beside it, so the page can be opened again offline like one loaded in full. With Save-Data on it is not.
 */
async function clientNavigation(options: RouteHandlerCallbackOptions): Promise<Response> {
  const response = await payloads.handle(options);
  const path = pageOfPayloadRequest(options.url);
  if (response.ok && path && !savesData) {
    options.event.waitUntil(pages.handle({ event: options.event, request: new Request(path) }).catch(() => undefined));
  }
  return response;
}

self.addEventListener("install", (event) => {
  // The hashed files of the shell (the stylesheet, the font, the icon) go to the runtime caches, not the precache: they
  // then outlive a deploy, for the pages read before it. The page that registered the worker has just loaded them, so
  // they come from the HTTP cache.
  if (savesData) return;
  const shell = manifest.filter((entry) => entry.revision === null).map((entry) => new Request(entry.url));
  event.waitUntil(Promise.all(shell.map((request) => serwist.handleRequest({ request, event })?.catch(() => undefined))));
});

self.addEventListener("activate", (event) => {
  // Caches of an earlier scheme go; Serwist itself drops precache entries this build no longer lists.
  const current = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name) && !name.includes("-precache-")).map((name) => caches.delete(name)),
        ),
      ),
  );
});

serwist.addEventListeners();
