/**
 * The site's service worker (docs/decisions.md#d47), bundled by scripts/build/build-service-worker.mjs into the export's
 * /sw.js after the security headers step, with the precache list of the files it was built with.
 *
 * - Pages: network first. After NETWORK_TIMEOUT_SECONDS, or with no network, the copy kept when the visitor last read
 *   the page. With no copy: the network as long as it takes; on a network error the offline page in the page's
 *   language, after NAVIGATION_LIMIT_SECONDS its "slow network" variant (D59). Only pages a visitor reads are kept.
 * - A link's payload (`/about.txt?_rsc=…`): the network, for PAYLOAD_TIMEOUT_SECONDS at most; then Next loads the page
 *   in full, which the rules above answer (D60).
 * - Each of these limits runs until the answer's last byte: one that starts and then stalls counts as one that never
 *   came (D81, network.ts).
 * - Next's hashed files (/_next/static/: scripts, stylesheet, font, the pages' payloads): cache first, with expiry.
 * - Pictures and icons: cache first, bounded.
 * - A full disk: the new entry is not kept, and the oldest page goes with its own files; a page is kept only with every
 *   file it names (D80, full-disk.ts).
 * - Nothing else: other origins (EmailJS among them) and every non-GET request go straight to the network.
 * - Installing precaches the offline pages and puts the rest of the shell (the stylesheet, the font, the icon) in the
 *   runtime caches; with Save-Data on, only the offline pages.
 * - Replaced by a newer worker, it lets go of what it still waits on, and stays until a page it gives has its files, so
 *   the newer one takes over (D82, D112, network.ts).
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  setCacheNameDetails,
  Strategy,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
} from "serwist";
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  CACHE_PREFIX,
  isPagePath,
  isPictureOrFont,
  NAVIGATION_LIMIT_SECONDS,
  NETWORK_TIMEOUT_SECONDS,
  offlinePathFor,
  offlineReasonMarker,
  pageOfPayloadRequest,
  PAYLOAD_TIMEOUT_SECONDS,
  PRECACHE_ID,
  type OfflineReason,
} from "@/lib/offline";
import { CLAIM_MESSAGE } from "@/lib/build-contract";
import { fullDiskPlugins } from "./full-disk";
import { holdForThePagesFiles, isReplaced, networkPlugin, trackRequest, wholeAnswer } from "./network";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** The files of this build to keep from the start, injected by the build (scripts/build/build-service-worker.mjs). */
const manifest = (self.__SW_MANIFEST ?? []).map((entry) => (typeof entry === "string" ? { url: entry, revision: null } : entry));

/** Chromium's `navigator.connection.saveData`: the visitor asked the browser to save data. Other engines lack it. */
const savesData = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Only 200s are kept: never an error page, a redirect or an opaque answer from another origin. */
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

/** The paths of the shell's files (the hashed entries of the list), which a full disk never takes (see full-disk.ts). */
const shell = new Set(manifest.filter((entry) => entry.revision === null).map((entry) => new URL(entry.url, self.location.origin).pathname));
const fullDisk = fullDiskPlugins(shell);

// A page's time limits run until its answer's last byte (`whole`): one that stalls mid-body counts as never come (D81).
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyOk(), fullDisk.pages, new ExpirationPlugin(CACHE_LIMITS.pages), networkPlugin({ whole: true })],
});
const hashedFiles = new CacheFirst({
  cacheName: CACHE_NAMES.static,
  plugins: [onlyOk(), fullDisk.files, new ExpirationPlugin(CACHE_LIMITS.static), networkPlugin({ whole: false })],
});
const pictures = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [onlyOk(), fullDisk.files, new ExpirationPlugin(CACHE_LIMITS.assets), networkPlugin({ whole: false })],
});

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

/**
 * Pages whose last navigation gave the "slow network" page: the next one ("Try again") waits for the network as long as
 * it takes, so a retry never fails the same way. In memory: a worker stopped in between starts the limit again.
 */
const waitedOut = new Set<string>();

/** Pages whose link payload has just timed out: Next is loading them in full (see `clientNavigation`). */
const payloadTimedOut = new Set<string>();

/**
 * A page: network first, then the kept copy after NETWORK_TIMEOUT_SECONDS. A navigation with no kept copy waits for the
 * network as the browser would: only a network error gives the offline page, and an answer that has not begun after
 * NAVIGATION_LIMIT_SECONDS the slow-network page, while the request goes on (and is kept if it arrives).
 */
function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  const answer = answerPage(options);
  // Replaced meanwhile, this worker stays until the page has its files, so that the newer one can take over (D112).
  if (options.request.mode === "navigate") holdForThePagesFiles(options.event, answer);
  return answer;
}

async function answerPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  const answer = pages.handle(options);
  if (options.request.mode !== "navigate") return answer;
  const path = options.url.pathname;
  // The link's payload has just waited PAYLOAD_TIMEOUT_SECONDS in vain: the kept copy answers at once, not after a
  // second wait, while the network's answer, if it comes, updates it.
  if (payloadTimedOut.delete(path)) {
    const kept = await (await caches.open(CACHE_NAMES.pages)).match(options.request);
    if (kept) {
      answer.catch(() => undefined);
      return kept;
    }
  }
  // Dropped because a newer worker waits (network.ts), the request had not been answered: the network is slow.
  const arrived = answer.catch(() => offlinePage(path, isReplaced() ? "slow" : "offline"));
  if (waitedOut.delete(path)) return arrived;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      waitedOut.add(path);
      resolve(offlinePage(path, "slow"));
    }, NAVIGATION_LIMIT_SECONDS * 1000);
  });
  return Promise.race([arrived.finally(() => clearTimeout(timer)), limit]);
}

/** The precached offline page of the path's language; for `slow`, its variant saying the network is slow. */
async function offlinePage(pathname: string, reason: OfflineReason): Promise<Response> {
  const offline = await serwist.matchPrecache(offlinePathFor(pathname));
  if (!offline || reason === "offline") return offline ?? Response.error();
  const html = (await offline.text()).replace(offlineReasonMarker("offline"), offlineReasonMarker(reason));
  const headers = new Headers(offline.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: offline.status, statusText: offline.statusText, headers });
}

/**
 * A link followed in a page fetches the next page's payload, not its HTML. On a stalled connection Next would wait for
 * it for ever, with nothing on screen to say so: after PAYLOAD_TIMEOUT_SECONDS without an answer the request is dropped
 * and answered 504, on which Next loads the page in full (a navigation, answered by `page`: the kept copy, or the
 * network with the browser's own progress). Once the payload has come, the HTML is fetched beside it, so the page can
 * be opened again offline like one loaded in full; with Save-Data on it is not.
 */
async function clientNavigation({ request, event, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const path = pageOfPayloadRequest(url);
  const { controller, finish } = trackRequest();
  const timer = setTimeout(() => controller.abort(), PAYLOAD_TIMEOUT_SECONDS * 1000);
  let response: Response;
  try {
    // Read to its end within the limit: a payload that starts and then stalls is one that never came (D81).
    response = await wholeAnswer(await fetch(request, { signal: controller.signal }));
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    if (path) payloadTimedOut.add(path);
    return new Response(null, { status: 504, statusText: "Gateway Timeout" });
  } finally {
    clearTimeout(timer);
    finish();
  }
  if (response.ok && path && !savesData) {
    event.waitUntil(pages.handle({ event, request: new Request(path) }).catch(() => undefined));
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

/**
 * The first page of a visit loads before the worker exists: when the worker takes control, the registration
 * (scripts/build/register-service-worker.mjs) sends Serwist's `CACHE_URLS` message with the page's address and every file it
 * loaded. Its files are kept first, and the page only once each is in its cache or refused: a page the worker lists as
 * kept (the offline page's list, the tests' wait) then has its scripts kept too, and one whose file a full disk refused
 * is not kept (full-disk.ts). Serwist's own handler keeps them all at once.
 */
function keepFirstPage(event: ExtendableMessageEvent) {
  const data = event.data as { type?: string; payload?: { urlsToCache?: unknown } } | null;
  if (data?.type !== "CACHE_URLS" || !Array.isArray(data.payload?.urlsToCache)) return;
  const requests = data.payload.urlsToCache.filter((url): url is string => typeof url === "string").map((url) => new Request(url));
  const isPage = (request: Request) => {
    const url = new URL(request.url);
    return url.origin === self.location.origin && isPagePath(url.pathname);
  };
  const keep = (batch: Request[]) =>
    Promise.allSettled(
      batch.map((request) => {
        const url = new URL(request.url);
        const handler = serwist.findMatchingRoute({ url, sameOrigin: url.origin === self.location.origin, request, event }).route?.handler;
        // A strategy's second promise settles once the answer is in its cache, or refused.
        return handler instanceof Strategy ? handler.handleAll({ request, event })[1] : handler?.handle({ request, event, url });
      }),
    );
  event.waitUntil(keep(requests.filter((request) => !isPage(request))).then(() => keep(requests.filter(isPage))));
}

/**
 * Serwist claims the pages open at activation, but a page whose navigation was under way then (another tab registered
 * the worker) is missed, and registering again does not claim it: such a page asks (scripts/build/register-service-worker.mjs).
 */
function claimAsked(event: ExtendableMessageEvent) {
  if ((event.data as { type?: string } | null)?.type === CLAIM_MESSAGE) event.waitUntil(self.clients.claim().catch(() => {}));
}

// Serwist's listeners but its message handler, which `keepFirstPage` replaces.
self.addEventListener("install", serwist.handleInstall);
self.addEventListener("activate", serwist.handleActivate);
self.addEventListener("fetch", serwist.handleFetch);
self.addEventListener("message", keepFirstPage);
self.addEventListener("message", claimAsked);
