/**
 * Helpers for the offline suites (docs/decisions.md#d47, #d48): the service worker's state, what it keeps, what the send
 * queue holds, and every storage a page can write to.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as forward, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { CACHE_NAMES, offlinePaths, offlineReasonMarker } from "../../lib/offline";
import { QUEUE_STORE } from "../../lib/send-queue/store";
import { buildServiceWorker, SEND_MARKERS } from "../../scripts/build/build-service-worker.mjs";
import { inboxPort } from "../../scripts/config/email-env.mjs";
import { htmlFiles, PREVIEW_DIR } from "../../scripts/config/export-dir.mjs";
import { withRegistration } from "../../scripts/build/register-service-worker.mjs";
import { startStaticServer } from "../../scripts/serve/static-server.mjs";

/** Waits until the worker controls the page and has kept the page itself (the first page is kept once the worker takes it). */
export async function waitForOfflineReady(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { message: "the service worker controls the page" }).toBe(true);
  const path = new URL(page.url()).pathname;
  await expect.poll(() => cachedPages(page), { message: `the worker keeps ${path}` }).toContain(path);
}

/** The paths of the pages the worker has kept. */
export function cachedPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, CACHE_NAMES.pages);
}

/** Every cache the page's origin holds, by name. */
export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The revision the worker precached `path` with (its `__WB_REVISION__`), or null. */
export function precachedRevision(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if (!name.includes("-precache-")) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === wanted) return url.searchParams.get("__WB_REVISION__");
      }
    }
    return null;
  }, path);
}

export interface KeptEntry {
  submission: { form: string; language: string; values: Record<string, string> };
  attempts: number;
  state: "waiting" | "refused";
  cancelled?: boolean;
}

/** What the send queue holds in IndexedDB, read with the browser's own API. */
export function queuedEntries(page: Page): Promise<KeptEntry[]> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === "talanta-send-queue")) return [];
    return new Promise<KeptEntry[]>((resolve, reject) => {
      const open = indexedDB.open("talanta-send-queue");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains("kept-submissions")) return resolve([]);
        const all = database.transaction("kept-submissions").objectStore("kept-submissions").getAll();
        all.onsuccess = () => resolve(all.result as KeptEntry[]);
        all.onerror = () => reject(all.error);
      };
    });
  });
}

/**
 * The network returns for a page loaded while the browser emulated none. Chromium's emulation lets such a page believe
 * it is online all along (`navigator.onLine` true), so it never fires `online` there when the network comes back; a real
 * browser, whose page would have known it was offline, does. This fires it, as the browser would.
 */
export async function backOnline(page: Page) {
  await page.context().setOffline(false);
  await page.evaluate((mark) => {
    sessionStorage.removeItem(mark);
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event("online"));
  }, OFFLINE_MARK);
}

const OFFLINE_MARK = "e2e-loaded-offline";

/**
 * Reloads a page while the network is cut, and has it know it is offline, as a real browser's page would: Chromium's
 * emulation would have it believe it is online (`navigator.onLine` true) and try to send what is kept, which then waits
 * out its back-off (docs/decisions.md#d74). Until `backOnline`.
 */
export async function reloadOffline(page: Page) {
  await page.addInitScript((mark) => {
    if (sessionStorage.getItem(mark)) Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  }, OFFLINE_MARK);
  await page.evaluate((mark) => sessionStorage.setItem(mark, "1"), OFFLINE_MARK);
  await page.reload();
}

/** The names of the Web Locks held now in the page's origin: the send queue's while a change or a try is under way. */
export function heldLocks(page: Page): Promise<string[]> {
  return page.evaluate(async () => ((await navigator.locks.query()).held ?? []).map((lock) => lock.name ?? ""));
}

/** The flag pages read to know something waits. */
export function waitingFlag(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("talanta-send-queue"));
}

/**
 * Everything the page's origin has stored, as one text: localStorage, sessionStorage, every IndexedDB database's every
 * record, and the body of every response in Cache Storage. For proving a value was never written anywhere.
 */
export function everyStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? "";
        parts.push(`${key}=${storage.getItem(key)}`);
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(database.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const all = database.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        parts.push(`${name}/${store}: ${JSON.stringify(records)}`);
      }
      database.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) parts.push(`${name} ${request.url}: ${await (await cache.match(request))!.text()}`);
    }
    return parts.join("\n");
  });
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/**
 * A copy of the test build, served on a port of its own (so its worker is a new origin's), that a test can deploy
 * again (the kill switch, or a second build whose offline page has changed) or whose network it can hang: in front
 * of the static server, a relay that forwards each request, or holds it unanswered while its path matches `hang`.
 * With `sendTo`, its forms send to that origin (a stand-in EmailJS, stand-in-emailjs.ts) instead of the local inbox,
 * which takes messages from the site's own origin only: as if built with that NEXT_PUBLIC_EMAILJS_ORIGIN.
 */
export async function copyOfSite(options: { sendTo?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "site-copy-"));
  cpSync(join(process.cwd(), PREVIEW_DIR), dir, { recursive: true });
  if (options.sendTo) sendFormsTo(dir, options.sendTo);
  const server = await startStaticServer({ dir, port: 0 });
  let hang: RegExp | null = null;
  /** Each request held, with its path. */
  const held = new Map<ServerResponse, string>();
  const relay = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? "/", "http://relay").pathname;
    if (hang?.test(path)) {
      held.set(outgoing, path);
      return;
    }
    const upstream = forward({ host: "127.0.0.1", port: portOf(server), path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const port = portOf(relay);
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: (path: string) => `${origin}${path}`,
    /**
     * From now on, requests whose path matches are never answered. With null the network comes back: every request is
     * answered, and those it held fail, as stuck connections do when a network recovers.
     */
    hang(paths: RegExp | null) {
      hang = paths;
      if (paths) return;
      for (const response of held.keys()) response.destroy();
      held.clear();
    },
    /** How many requests for `path` the relay holds unanswered now. */
    holding: (path: string) => [...held.values()].filter((heldPath) => heldPath === path).length,
    /** The server goes away: nothing listens on its port, every connection is refused. */
    async stop() {
      relay.closeAllConnections();
      await new Promise((resolve) => relay.close(resolve));
    },
    /** The server comes back on the same port. */
    async start() {
      await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
    },
    /** `SERVICE_WORKER=off npm run build`: the kill switch as /sw.js, and pages that register nothing. */
    async deployKillSwitch() {
      await buildServiceWorker({ dir, mode: "off", offlinePages: [], queueMarker: "", reasonMarker: "" });
      for (const file of htmlFiles(dir)) writeFileSync(file, withRegistration(readFileSync(file, "utf8"), { register: false }));
    },
    /** A second build in which the English offline page says something new: its worker precaches a new revision. */
    async deployNewOfflinePage(words: string) {
      const file = join(dir, "offline.html");
      writeFileSync(file, readFileSync(file, "utf8").replace("</main>", `<p>${words}</p></main>`));
      await buildServiceWorker({
        dir,
        mode: "on",
        offlinePages: offlinePaths,
        queueMarker: QUEUE_STORE,
        sendMarkers: SEND_MARKERS,
        reasonMarker: offlineReasonMarker("offline"),
      });
    },
    async close() {
      for (const running of [relay, server]) {
        if (!running.listening) continue;
        running.closeAllConnections();
        await new Promise((resolve) => running.close(resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Points every form of the export in `dir` at `origin` (on 127.0.0.1): in its scripts, its pages and its policies. */
function sendFormsTo(dir: string, origin: string) {
  const [built, host] = [`127.0.0.1:${inboxPort(process.env)}`, new URL(origin).host];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|txt)$|^_headers$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, "utf8");
    if (text.includes(built)) writeFileSync(file, text.replaceAll(built, host));
  }
}

/**
 * A network the test controls for the page at `path`, for the page's own requests and its worker's alike
 * (`context.route` sees both): `never` holds each request unanswered (a stalled connection, with `navigator.onLine`
 * still true), a number of milliseconds answers after that long (a slow one: latency modelled in the route, not a wait
 * in the test). Change it with `set`; it returns the number of requests the route has seen.
 */
export async function slowNetworkFor(context: BrowserContext, path: string, answer: "never" | number) {
  let current = answer;
  let seen = 0;
  await context.route(
    (url) => url.pathname === path,
    async (route) => {
      seen += 1;
      if (current === "never") return;
      await new Promise((resolve) => setTimeout(resolve, current as number));
      // The page may have moved on meanwhile: then nobody is waiting for this answer.
      await route.continue().catch(() => undefined);
    },
  );
  return {
    set(next: "never" | number) {
      current = next;
    },
    seen: () => seen,
  };
}

/** From now on no request of the context is ever answered, and the browser still believes it is online ("lie-fi"). */
export async function stallEverything(context: BrowserContext): Promise<string[]> {
  const held: string[] = [];
  await context.route("**/*", (route) => {
    held.push(route.request().url());
  });
  return held;
}
