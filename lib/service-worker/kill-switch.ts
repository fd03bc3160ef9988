/**
 * The kill switch (docs/decisions.md#d47): deployed as /sw.js in place of the worker (`SERVICE_WORKER=off npm run build`).
 * Browsers fetch /sw.js on a visitor's next navigation; this one takes over at once, deletes every cache the site
 * made, and unregisters itself. It answers no request, so from then on every visit is plain network. Forms waiting to
 * be sent are not touched: they live in the pages (lib/send-queue/), not in the worker.
 */
import { CACHE_PREFIX } from "@/lib/offline";

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
