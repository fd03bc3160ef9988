/**
 * A full disk degrades, never empties (docs/decisions.md#d80). When the browser refuses a cache write for lack of room
 * (QuotaExceededError), the new entry is simply not kept, and room is made by letting the oldest kept page go with its
 * own files: the scripts, stylesheets and pictures its HTML names that no other kept page names. Files the shell lists
 * (the worker's precache list) and files that no page names (the chunks a page loads on demand) stay. A page is kept only
 * with every file its HTML names: a page that names a file the browser refused is let go, or not kept, so a page listed
 * as kept always opens styled and working offline.
 *
 * "Oldest" is the order of the pages' cache: a page goes to its end each time the network gives it anew, so the first
 * is the one read longest ago.
 */
import type { SerwistPlugin } from "serwist";
import { CACHE_NAMES } from "@/lib/offline";

/** Files the browser refused to keep, by URL, until one is kept after all. In memory: a restarted worker forgets them. */
const refusedFiles = new Set<string>();

/** How a page's HTML names a file: `static/chunks/a.js` for /_next/static/chunks/a.js (the inline payload omits `/_next/`), else its path. */
const nameInPages = (url: string) => new URL(url).pathname.replace(/^\/_next\//, "");

const names = (html: string, url: string) => html.includes(nameInPages(url));

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === "QuotaExceededError";

interface KeptPage {
  request: Request;
  html: string;
}

/**
 * Lets go of the pages that name a refused file and of the oldest other page but those in `spare` (whose own write was
 * refused: the visitor is reading them), with the files only they name.
 */
async function makeRoom(shell: Set<string>, spare: Set<string>) {
  const pages = await caches.open(CACHE_NAMES.pages);
  const kept: KeptPage[] = await Promise.all(
    (await pages.keys()).map(async (request) => ({ request, html: (await (await pages.match(request))?.text()) ?? "" })),
  );
  const broken = kept.filter(({ html }) => [...refusedFiles].some((url) => names(html, url)));
  const oldest = kept.find((page) => !broken.includes(page) && !spare.has(page.request.url));
  const going = oldest ? [...broken, oldest] : broken;
  const staying = kept.filter((page) => !going.includes(page));
  await Promise.all(going.map(({ request }) => pages.delete(request)));
  for (const cacheName of [CACHE_NAMES.static, CACHE_NAMES.assets]) {
    const cache = await caches.open(cacheName);
    const theirs = (await cache.keys()).filter(
      ({ url }) => !shell.has(new URL(url).pathname) && going.some(({ html }) => names(html, url)) && !staying.some(({ html }) => names(html, url)),
    );
    await Promise.all(theirs.map((request) => cache.delete(request)));
  }
}

/**
 * The hooks for the runtime caches. `shell`: the paths of the files the worker's precache list names, which are never
 * let go. Refusals that come together (a page's scripts, all at once) make room once.
 */
export function fullDiskPlugins(shell: Set<string>): { pages: SerwistPlugin; files: SerwistPlugin } {
  let queued: Promise<void> | null = null;
  let last: Promise<void> = Promise.resolve();
  let spared = new Set<string>();
  const makeRoomOnce = (spare?: string) => {
    if (spare) spared.add(spare);
    queued ??= last.then(() => {
      queued = null;
      const spare = spared;
      spared = new Set();
      return makeRoom(shell, spare);
    });
    last = queued.catch(() => undefined);
    return last;
  };
  return {
    pages: {
      // A page naming a file the browser refused would open without it offline: it is not kept.
      cacheWillUpdate: async ({ response }) => {
        if (refusedFiles.size === 0) return response;
        const html = await response.clone().text();
        return [...refusedFiles].some((url) => names(html, url)) ? null : response;
      },
      handlerDidComplete: async ({ request, error }) => {
        if (isQuotaError(error)) await makeRoomOnce(request.url);
      },
    },
    files: {
      cacheDidUpdate: ({ request }) => {
        refusedFiles.delete(request.url);
      },
      handlerDidComplete: async ({ request, error }) => {
        // The refusal may have been of the entry's expiry record, not of the entry: then there was room for the file.
        if (!isQuotaError(error) || (await caches.match(request))) return;
        refusedFiles.add(request.url);
        await makeRoomOnce();
      },
    },
  };
}
