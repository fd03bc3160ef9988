/**
 * Helpers for the offline suites (docs/decisions.md#d47, #d48): the service worker's state, what it keeps, what the send
 * queue holds, and every storage a page can write to.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { CACHE_NAMES, CACHE_PREFIX, offlinePaths, offlineReasonMarker } from "../../lib/offline";
import { QUEUE_STORE } from "../../lib/send-queue/store";
import { buildServiceWorker, SEND_MARKERS } from "../../scripts/build/build-service-worker.mjs";
import { inboxPort } from "../../scripts/config/email-env.mjs";
import { htmlFiles, PREVIEW_DIR } from "../../scripts/config/export-dir.mjs";
import { hashSource } from "../../scripts/build/headers/page-policy.mjs";
import { withRegistration } from "../../scripts/build/register-service-worker.mjs";
import { startStaticServer } from "../../scripts/serve/static-server.mjs";
import { startRelay } from "./relay";

/**
 * Waits until the worker controls the page and has kept the page itself (the first page is kept once the worker takes
 * it). A first install fetches the shell after the page has loaded and gone idle: on a busy machine, that takes a while.
 */
export async function waitForOfflineReady(page: Page) {
  const timeout = 30_000;
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { message: "the service worker controls the page", timeout })
    .toBe(true);
  const path = new URL(page.url()).pathname;
  await expect.poll(() => cachedPages(page), { message: `the worker keeps ${path}`, timeout }).toContain(path);
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

/** The inline script that manages the page's worker (the registration, or a kill-switch build's unregistration). */
const workerScript = /<script id="sw-register">([\s\S]*?)<\/script>/;

/** The page with `build`'s script in place of its own, and the page's policy allowing it instead (as the headers step would). */
function swapWorkerScript(html: string, build: Parameters<typeof withRegistration>[1]): string {
  const code = (page: string) => workerScript.exec(page)?.[1] ?? "";
  const next = withRegistration(html, build);
  return next.replace(hashSource(code(html)), hashSource(code(next)));
}

/**
 * A copy of the test build on a server of its own behind a relay (./relay.ts), a new origin each time, so its worker
 * is new: the test sets the network's behaviour with the relay's methods, and deploys again into the copy (the kill
 * switch, or a new build of the worker). With `sendTo`, its forms send to that origin (a stand-in EmailJS,
 * stand-in-emailjs.ts) instead of the local inbox, which takes messages from the site's own origin only.
 */
export async function copyOfSite(options: { sendTo?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "site-copy-"));
  cpSync(join(process.cwd(), PREVIEW_DIR), dir, { recursive: true });
  if (options.sendTo) sendFormsTo(dir, options.sendTo);
  const server: Server = await startStaticServer({ dir, port: 0 });
  const relay = await startRelay({ target: (server.address() as AddressInfo).port });
  const rewritePages = (build: Parameters<typeof withRegistration>[1]) => {
    for (const file of htmlFiles(dir)) writeFileSync(file, swapWorkerScript(readFileSync(file, "utf8"), build));
  };
  return {
    ...relay,
    /** `SERVICE_WORKER=off npm run build`: the kill switch as /sw.js, and pages that unregister it. */
    async deployKillSwitch() {
      await buildServiceWorker({ dir, mode: "off", offlinePages: [], queueMarker: "", reasonMarker: "" });
      rewritePages({ register: false, cachePrefix: CACHE_PREFIX });
    },
    /**
     * A new build of the worker, whose pages register it again; with `words`, its English offline page says them, so its
     * worker precaches a new revision of it.
     */
    async deployWorker(words?: string) {
      const offline = join(dir, "offline.html");
      if (words) writeFileSync(offline, readFileSync(offline, "utf8").replace("</main>", `<p>${words}</p></main>`));
      rewritePages({ register: true });
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
      await relay.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
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
