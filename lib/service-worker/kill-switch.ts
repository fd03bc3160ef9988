/**
 * The kill switch (docs/decisions.md#d47, #d82): deployed as /sw.js in place of the worker (`SERVICE_WORKER=off npm run
 * build`). Browsers fetch /sw.js after a visitor's next navigation; this one unregisters as it installs, without
 * waiting to become active: an old worker still answering a request on a stalled network would keep it waiting, for
 * minutes in Chromium. The registration is then gone for the navigations that follow, which are plain network, and the
 * old worker only finishes what it was answering for the pages already open, from its caches if need be. The caches go
 * with the first page of the kill-switch build the visitor opens (scripts/build/register-service-worker.mjs), or when
 * this worker becomes active: then it unregisters again too, since an old page that registered /sw.js meanwhile revives
 * the registration in Chromium. Forms waiting to be sent are not touched: they live in the pages (lib/send-queue/), not
 * in the worker.
 */
import { CACHE_PREFIX } from "@/lib/offline";

declare const self: ServiceWorkerGlobalScope;

async function unregisterAndClear() {
  await self.registration.unregister();
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
}

self.addEventListener("install", () => {
  // Not waited for: the unregistration is queued behind this install, so waiting on it here would never end.
  void self.registration.unregister();
  void self.skipWaiting();
});

// Active after all: an old page registered /sw.js again meanwhile, which revives the registration (Chromium).
self.addEventListener("activate", (event) => {
  event.waitUntil(unregisterAndClear());
});
