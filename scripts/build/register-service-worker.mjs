// Runs after the paint-first step and before the security headers (see `npm run build`), so the headers step hashes
// the registration like every other inline script: every page registers the service worker (docs/decisions.md#d47)
// once it has loaded, its framework has run and the main thread is idle, never before its first paint. The first page a visitor opens loads before the worker exists,
// so when the worker takes control of it, the page hands it its own address and every file it loaded, to be cached
// like the pages that come after. A kill-switch build (`SERVICE_WORKER=off`) puts in its place a script that unregisters
// the site's worker and deletes its caches (docs/decisions.md#d82).
// @ts-check
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import { resolveEmailEnv } from "../config/email-env.mjs";
import { exportDirFor, htmlFiles } from "../config/export-dir.mjs";
import { PAGE_STARTED } from "./paint-first.mjs";
import { CLAIM_MESSAGE } from "@/lib/build-contract";
import { SERVICE_WORKER_PATH, serviceWorkerMode } from "../config/service-worker.mjs";

export const REGISTRATION_ID = "sw-register";

/**
 * The inline script, kept short: every page pays for it. It waits for the load event, then for the framework the
 * paint-first loader adds after the first paint to have run (`self.__pageStarted`; a static page has none), then for the
 * main thread to be idle, so the worker's install (its script, the shell it fetches) never competes with the page's
 * start: the load event alone comes before the framework has even arrived. Once the worker is active, a page it controls
 * hands it its files (`CACHE_URLS`, Serwist's message for caching URLs on demand); a page it does not control yet asks
 * to be claimed first: `clients.claim()` at activation misses a page whose navigation was under way while another tab's
 * registration activated the worker, and registering again does not claim it (docs/decisions.md#d47). A page the worker already controls asks for a new /sw.js itself (a conditional request):
 * Chromium puts off its own check while another navigation of the site is under way, for up to the worker's 30 s
 * limit on a stalled network, so a deploy or the kill switch would wait as long (docs/decisions.md#d82). Such a page
 * never registers: it may be an old worker's kept copy, opened after the kill switch unregistered, and `register`
 * would revive the registration in Chromium, the old worker back in control (docs/decisions.md#d98).
 */
export const registrationScript =
  `<script id="${REGISTRATION_ID}">(function(w){if(!w)return;var first=!w.controller;addEventListener("load",function(){Promise.resolve(self.${PAGE_STARTED}).then(function(){(self.requestIdleCallback||setTimeout)(function(){` +
  `first?w.register(${JSON.stringify(SERVICE_WORKER_PATH)}).then(function(){return w.ready}).then(function(r){function keep(){w.controller&&` +
  `w.controller.postMessage({type:"CACHE_URLS",payload:{urlsToCache:[location.href].concat(performance.getEntriesByType("resource").map(function(e){return e.name}))}})` +
  `}w.controller?keep():(w.addEventListener("controllerchange",keep,{once:true}),r.active.postMessage({type:"${CLAIM_MESSAGE}"}))` +
  `},function(e){console.error("Service worker not registered:",e)}):w.getRegistration().then(function(r){r&&r.update().catch(function(){})})})})})})(navigator.serviceWorker)</script>`;

/**
 * A kill-switch build's pages run this instead: every page read from the network unregisters the site's worker and
 * deletes its caches (their names start with `cachePrefix`), whatever the old worker is still doing and even in a
 * browser that has not fetched the new /sw.js yet; and it deletes what the old worker wrote after the kill switch had
 * cleared the caches.
 * @param {string} cachePrefix
 */
export function unregistrationScript(cachePrefix) {
  return (
    `<script id="${REGISTRATION_ID}">(function(w){w&&w.getRegistrations().then(function(r){r.forEach(function(x){x.unregister()})});` +
    `self.caches&&caches.keys().then(function(n){n.forEach(function(k){k.indexOf(${JSON.stringify(cachePrefix)})||caches.delete(k)})})})(navigator.serviceWorker)</script>`
  );
}

const EXISTING = new RegExp(`<script id="${REGISTRATION_ID}">[\\s\\S]*?</script>`);

/**
 * The page with the registration at the end of <body>, or for a kill-switch build (`cachePrefix` given) the
 * unregistration; idempotent.
 * @param {string} html
 * @param {{ register: true } | { register: false, cachePrefix: string }} options
 */
export function withRegistration(html, options) {
  const without = html.replace(EXISTING, "");
  if (!without.includes("</body>")) throw new Error("A page without </body>: cannot place the service worker's registration.");
  return without.replace("</body>", `${options.register ? registrationScript : unregistrationScript(options.cachePrefix)}</body>`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, "..", "..");
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const dir = join(root, exportDirFor(resolveEmailEnv(process.env).mode));
  const register = serviceWorkerMode(process.env) === "on";
  const { CACHE_PREFIX } = await import("@/lib/offline");
  const files = htmlFiles(dir);
  /** @type {Parameters<typeof withRegistration>[1]} */
  const options = register ? { register: true } : { register: false, cachePrefix: CACHE_PREFIX };
  for (const file of files) writeFileSync(file, withRegistration(readFileSync(file, "utf8"), options));
  console.log(
    register
      ? `Service worker: ${files.length} pages in ${relative(root, dir)}/ register ${SERVICE_WORKER_PATH} after they load, when idle.`
      : `Service worker: off (SERVICE_WORKER=off): ${files.length} pages in ${relative(root, dir)}/ unregister it and delete its caches.`,
  );
}
