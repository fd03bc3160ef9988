// The service worker's build steps (docs/decisions.md#d47): the registration every page carries, what the worker's
// precache list holds (the shell, never the site's pages), the send queue's chunk found for offline use, and the kill
// switch. Run on small exports written here; the real worker is tested in a browser (e2e/offline*.spec.ts).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { afterAll, describe, it } from "vitest";
import { CLAIM_MESSAGE } from "@/lib/build-contract";
import { CACHE_PREFIX, offlineReasonMarker } from "@/lib/offline";
import { buildServiceWorker, chunksHolding, shellAssets } from "../scripts/build/build-service-worker.mjs";
import { REGISTRATION_ID, registrationScript, unregistrationScript, withRegistration } from "../scripts/build/register-service-worker.mjs";
import { serviceWorkerMode } from "../scripts/config/service-worker.mjs";

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const head = [
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="canonical" href="https://talanta.test"/>',
  '<link rel="icon" href="/icon.svg?icon.abc123.svg" sizes="any" type="image/svg+xml"/>',
  '<link rel="alternate" hrefLang="fr" href="https://talanta.test/fr"/>',
].join("");
const page = (words: string) => `<!DOCTYPE html><html><head>${head}</head><body><main>${words}</main></body></html>`;
/** What an offline page holds: its words, in the element the worker marks slow (docs/decisions.md#d59). */
const offlinePage = (words: string) => `<div ${offlineReasonMarker("offline")}>${words}</div>`;
/** The worker of the synthetic export. */
const buildOn = (dir: string) =>
  buildServiceWorker({
    dir,
    mode: "on",
    offlinePages: ["/offline", "/fr/offline"],
    queueMarker: "kept-submissions",
    sendMarkers: ["talanta-typo-checker", "data-sonner-toaster"],
    reasonMarker: offlineReasonMarker("offline"),
  });

/** A small export: two pages, the offline pages, the shell's files and the send queue's chunks. */
function syntheticExport() {
  const dir = mkdtempSync(join(tmpdir(), "sw-build-"));
  temporary.push(dir);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write("index.html", page("Home"));
  write("about.html", page("About"));
  write("offline.html", page(offlinePage("You're offline")));
  write("fr/offline.html", page(offlinePage("Vous êtes hors ligne")));
  write("_next/static/media/inter.woff2", "font");
  write("_next/static/chunks/site.css", "body{}");
  write("icon.svg", "<svg/>");
  // The queue's chunk loads the e-mail client's on demand.
  write(
    "_next/static/chunks/queue.js",
    'createStore("talanta-send-queue","kept-submissions");e.v(t=>Promise.all(["static/chunks/emailjs.js"].map(t=>e.l(t))).then(()=>t(2)))',
  );
  write("_next/static/chunks/idb.js", "function promisifyRequest(){}");
  write("_next/static/chunks/emailjs.js", 'fetch(origin+"/api/v1.0/email/send")');
  write("_next/static/chunks/other.js", "console.log(1)");
  write("_next/static/chunks/typos.js", 'e.s(["TYPO_CHECKER_MARKER",0,"talanta-typo-checker"])');
  write("_next/static/chunks/sonner.js", 'n.createElement("section",{"data-sonner-toaster":!0})');
  write("_next/static/chunks/toasts.css", "[data-sonner-toaster]{}");
  write(
    "_next/static/chunks/form.js",
    [
      'e.v(t=>Promise.all(["static/chunks/queue.js","static/chunks/idb.js"].map(t=>e.l(t))).then(()=>t(1)))',
      'e.v(t=>Promise.all(["static/chunks/typos.js"].map(t=>e.l(t))).then(()=>t(3)))',
      'e.v(t=>Promise.all(["static/chunks/toasts.css","static/chunks/sonner.js"].map(t=>e.l(t))).then(()=>t(4)))',
      'e.v(t=>Promise.all(["static/chunks/other.js"].map(t=>e.l(t))).then(()=>t(5)))',
    ].join(","),
  );
  return dir;
}

describe("the registration", () => {
  it("is added once at the end of <body>, and a kill-switch build's unregistration in its place", () => {
    const html = page("Home");
    const once = withRegistration(html, { register: true });
    assert.equal(withRegistration(once, { register: true }), once, "idempotent");
    assert.ok(once.endsWith(`${registrationScript}</body></html>`));
    const off = withRegistration(once, { register: false, cachePrefix: CACHE_PREFIX });
    assert.equal(off, html.replace("</body>", `${unregistrationScript(CACHE_PREFIX)}</body>`));
    assert.equal(withRegistration(off, { register: false, cachePrefix: CACHE_PREFIX }), off, "idempotent");
    assert.equal(withRegistration(off, { register: true }), once, "a normal build again");
  });

  it("in a kill-switch build, unregisters every registration and deletes the site's caches, and nothing else", () => {
    const script = unregistrationScript(CACHE_PREFIX);
    assert.match(script, new RegExp(`^<script id="${REGISTRATION_ID}">`));
    assert.match(script, /getRegistrations\(\)[\s\S]*unregister\(\)/);
    assert.match(script, new RegExp(`caches\.keys\(\)[\s\S]*indexOf\("${CACHE_PREFIX}"\)\|\|caches\.delete`));
    assert.doesNotMatch(script, /register\("/);
    assert.doesNotThrow(() => new Function(script.replace(/<\/?script[^>]*>/g, "")), "valid JavaScript");
  });

  it("registers after the load event, once the framework has run and the main thread is idle, and hands the worker the first page and its files only when it takes control", () => {
    assert.match(registrationScript, new RegExp(`^<script id="${REGISTRATION_ID}">`));
    assert.match(registrationScript, /addEventListener\("load"[\s\S]*self\.__pageStarted[\s\S]*requestIdleCallback[\s\S]*register\(/);
    assert.match(registrationScript, /register\("\/sw\.js"\)/);
    assert.match(registrationScript, /CACHE_URLS[\s\S]*location\.href[\s\S]*getEntriesByType\("resource"\)/);
    // A page the worker controls asks for a new /sw.js itself (docs/decisions.md#d82).
    assert.match(registrationScript, /first\?[\s\S]*:w\.getRegistration\(\)\.then\(function\(r\)\{r&&r\.update\(\)\.catch\(/);
    // It never registers: an old worker's kept copy registering after the kill switch would revive it (docs/decisions.md#d98).
    assert.equal(registrationScript.split(".register(").length, 2);
    assert.match(registrationScript, /first\?w\.register\(/);
    const code = registrationScript.replace(/<\/?script[^>]*>/g, "");
    assert.doesNotThrow(() => new Function(code), "valid JavaScript");
    assert.ok(gzipSync(code, { level: 9 }).length < 450, "small: every page pays for it");
  });

  describe("once the worker is active", () => {
    /** Runs the registration on a stand-in page: `controlledAtReady` says whether a worker took the page before then. */
    async function registerOn(controlledAtReady: boolean) {
      const toWorker: { type: string }[] = [];
      const controller = { postMessage: (message: { type: string }) => toWorker.push(message) };
      const active = { postMessage: (message: { type: string }) => toWorker.push(message) };
      const listeners = new Map<string, () => void>();
      const container = {
        controller: null as typeof controller | null,
        ready: Promise.resolve({ active }),
        register: async () => {
          if (controlledAtReady) container.controller = controller;
          return {};
        },
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      };
      let load = () => {};
      const window = {
        addEventListener: (type: string, listener: () => void) => type === "load" && (load = listener),
        requestIdleCallback: (callback: () => void) => callback(),
        location: { href: "https://talanta.test/contact" },
        performance: { getEntriesByType: () => [{ name: "https://talanta.test/site.css" }] },
        navigator: { serviceWorker: container },
      };
      runInNewContext(registrationScript.replace(/<\/?script[^>]*>/g, ""), Object.assign(window, { self: window }));
      load();
      await new Promise((resolve) => setTimeout(resolve, 0));
      const takeControl = () => {
        container.controller = controller;
        listeners.get("controllerchange")?.();
      };
      // Messages made in the page's realm: compared as data.
      return { toWorker: () => JSON.parse(JSON.stringify(toWorker)) as unknown[], takeControl };
    }

    it("a page the worker already controls hands it its files at once, and asks nothing else", async () => {
      const { toWorker } = await registerOn(true);
      assert.deepEqual(toWorker(), [{ type: "CACHE_URLS", payload: { urlsToCache: ["https://talanta.test/contact", "https://talanta.test/site.css"] } }]);
    });

    it("a page it does not control asks to be claimed (another tab's activation missed it), then hands its files once claimed", async () => {
      const { toWorker, takeControl } = await registerOn(false);
      assert.deepEqual(toWorker(), [{ type: CLAIM_MESSAGE }]);
      takeControl();
      assert.deepEqual(toWorker().slice(1), [
        { type: "CACHE_URLS", payload: { urlsToCache: ["https://talanta.test/contact", "https://talanta.test/site.css"] } },
      ]);
    });
  });

  it("is on unless SERVICE_WORKER=off", () => {
    assert.equal(serviceWorkerMode({}), "on");
    assert.equal(serviceWorkerMode({ SERVICE_WORKER: "off" }), "off");
    assert.equal(serviceWorkerMode({ SERVICE_WORKER: " OFF " }), "off");
    assert.throws(() => serviceWorkerMode({ SERVICE_WORKER: "false" }), /"on" or "off"/);
  });
});

describe("the worker's precache list", () => {
  it("takes the shell from the home page's own links: stylesheets, preloaded fonts, the icon", () => {
    assert.deepEqual(shellAssets(head), ["/_next/static/media/inter.woff2", "/_next/static/chunks/site.css", "/icon.svg?icon.abc123.svg"]);
  });

  it("finds the send queue's chunk, with every chunk loaded together with it and every chunk it loads on demand", () => {
    const dir = syntheticExport();
    assert.deepEqual(chunksHolding(dir, "kept-submissions"), [
      "/_next/static/chunks/emailjs.js",
      "/_next/static/chunks/idb.js",
      "/_next/static/chunks/queue.js",
    ]);
    assert.deepEqual(chunksHolding(dir, "data-sonner-toaster"), ["/_next/static/chunks/sonner.js", "/_next/static/chunks/toasts.css"]);
    assert.throws(() => chunksHolding(dir, "nowhere-to-be-found"), /No chunk holds "nowhere-to-be-found"/);
  });

  it("holds the offline pages (revisioned), the shell and what a send needs (hashed), never a page of the site", async () => {
    const dir = syntheticExport();
    const { entries } = await buildOn(dir);
    const byUrl = new Map(entries.map((entry) => [entry.url, entry.revision]));
    assert.deepEqual([...byUrl.keys()].sort(), [
      "/_next/static/chunks/emailjs.js",
      "/_next/static/chunks/idb.js",
      "/_next/static/chunks/queue.js",
      "/_next/static/chunks/site.css",
      "/_next/static/chunks/sonner.js",
      "/_next/static/chunks/toasts.css",
      "/_next/static/chunks/typos.js",
      "/_next/static/media/inter.woff2",
      "/fr/offline",
      "/icon.svg?icon.abc123.svg",
      "/offline",
    ]);
    assert.match(byUrl.get("/offline")!, /^[0-9a-f]{32}$/);
    assert.notEqual(byUrl.get("/offline"), byUrl.get("/fr/offline"));
    for (const hashed of ["/_next/static/chunks/site.css", "/icon.svg?icon.abc123.svg", "/_next/static/chunks/queue.js"])
      assert.equal(byUrl.get(hashed), null, hashed);
    const worker = readFileSync(join(dir, "sw.js"), "utf8");
    assert.ok(!worker.includes("self.__SW_MANIFEST"), "the list is injected");
    assert.match(worker, /\{[^{}]*"url":"\/fr\/offline"[^{}]*\}/, "the injected list names the offline pages");
  });

  it("a changed offline page gets a new revision: the next worker replaces it", async () => {
    const dir = syntheticExport();
    const before = (await buildOn(dir)).entries.find((entry) => entry.url === "/offline")!.revision;
    writeFileSync(join(dir, "offline.html"), page(offlinePage("You're offline, and here is something new")));
    const after = (await buildOn(dir)).entries.find((entry) => entry.url === "/offline")!.revision;
    assert.notEqual(after, before);
  });

  it("refuses an offline page without the one marker the worker rewrites for its slow-network variant", async () => {
    const dir = syntheticExport();
    writeFileSync(join(dir, "fr/offline.html"), page("Vous êtes hors ligne"));
    await assert.rejects(buildOn(dir), /\/fr\/offline carries data-offline-reason="offline" 0 times/);
    writeFileSync(join(dir, "fr/offline.html"), page(offlinePage("a") + offlinePage("b")));
    await assert.rejects(buildOn(dir), /2 times, not once/);
  });
});

describe("the kill switch", () => {
  it("is a worker that deletes the site's caches and unregisters as it installs, and answers no request", async () => {
    const dir = syntheticExport();
    const { entries, killSwitch } = await buildServiceWorker({ dir, mode: "off", offlinePages: [], queueMarker: "", reasonMarker: "" });
    assert.equal(killSwitch, true);
    assert.deepEqual(entries, []);
    const worker = readFileSync(join(dir, "sw.js"), "utf8");
    assert.match(worker, /skipWaiting\(\)/);
    assert.match(worker, /caches\.delete/);
    assert.match(worker, /"talanta-"/);
    assert.match(worker, /addEventListener\("install"[\s\S]*registration\.unregister\(\)/);
    assert.doesNotMatch(worker, /addEventListener\("fetch"/);
  });
});
