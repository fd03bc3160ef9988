// The paint-first step (scripts/paint-first.mjs): what it takes out of a page, what the loader it leaves
// does, and that nothing else of the page changes.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { LOADER_ID, paintFirst, startupScripts } from "../scripts/paint-first.mjs";

const page = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>`,
  `<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>`,
  `<body><main><h1>Title</h1><p>Every word stays.</p></main>`,
  `<script type="application/ld+json">{"@type":"Organization"}</script>`,
  `<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>`,
  `<script src="/_next/static/chunks/webpack.js" async=""></script>`,
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`,
].join("");

/** Runs the loader in a stand-in browser; returns what it appended to <head>. */
function runLoader(html: string, browser: { visible: boolean; paintTiming: boolean }) {
  const code = html.match(new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`))![1]!;
  const appended: { src: string; async: boolean }[] = [];
  let observer: { callback: (list: unknown, observer: unknown) => void; options?: unknown; disconnected: boolean } | undefined;
  let timer: (() => void) | undefined;
  const PerformanceObserver = Object.assign(
    function (callback: (list: unknown, observer: unknown) => void) {
      const instance = { callback, options: undefined as unknown, disconnected: false };
      observer = instance;
      return { observe: (options: unknown) => (instance.options = options), disconnect: () => (instance.disconnected = true) };
    },
    { supportedEntryTypes: browser.paintTiming ? ["paint", "largest-contentful-paint"] : ["navigation"] },
  );
  const document = {
    visibilityState: browser.visible ? "visible" : "hidden",
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
  };
  new Function("window", "document", "PerformanceObserver", "setTimeout", code)(
    { PerformanceObserver },
    document,
    PerformanceObserver,
    (callback: () => void) => (timer = callback),
  );
  /** The browser reports a paint entry, then runs whatever the loader scheduled. */
  const paint = (name: string) => {
    if (!observer || observer.disconnected) return;
    const handle = { disconnect: () => (observer!.disconnected = true) };
    observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, handle);
    const scheduled = timer;
    timer = undefined;
    scheduled?.();
  };
  return { appended, observer, paint };
}

describe("paint first", () => {
  const rewritten = paintFirst(page);

  it("takes every chunk script and script preload out of the page, and keeps everything else", () => {
    assert.doesNotMatch(rewritten, /<script src="[^"]+" async="">/);
    assert.doesNotMatch(rewritten, /rel="preload" as="script"/);
    for (const kept of [
      `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>`,
      `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`,
      `<main><h1>Title</h1><p>Every word stays.</p></main>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
    ]) {
      assert.ok(rewritten.includes(kept), kept);
    }
  });

  it("lists each chunk once, in the order Next.js wrote them, in one loader at the end of <body>", () => {
    assert.deepEqual(startupScripts(rewritten), ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js", "/_next/static/chunks/webpack.js"]);
    assert.deepEqual(startupScripts(page), startupScripts(rewritten));
    assert.equal(rewritten.match(new RegExp(`id="${LOADER_ID}"`, "g"))?.length, 1);
    assert.ok(rewritten.endsWith(`</script></body></html>`));
    assert.ok(rewritten.indexOf(`id="${LOADER_ID}"`) > rewritten.indexOf("self.__next_f"));
  });

  it("is idempotent, and leaves a page without chunks alone", () => {
    assert.equal(paintFirst(rewritten), rewritten);
    const plain = "<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>";
    assert.equal(paintFirst(plain), plain);
  });

  it("on a visible page, adds the chunks as async scripts only once the first contentful paint is reported", () => {
    const browser = runLoader(rewritten, { visible: true, paintTiming: true });
    assert.deepEqual(browser.observer?.options, { type: "paint", buffered: true });
    assert.equal(browser.appended.length, 0);
    browser.paint("first-paint");
    assert.equal(browser.appended.length, 0, "a first paint without content is not enough");
    browser.paint("first-contentful-paint");
    assert.deepEqual(
      browser.appended.map((script) => [script.src, script.async]),
      startupScripts(rewritten).map((src) => [src, true]),
    );
    assert.equal(browser.observer?.disconnected, true);
    browser.paint("first-contentful-paint");
    assert.equal(browser.appended.length, 3, "the chunks are added once");
  });

  it("adds the chunks at once on a page opened in the background or in a browser without paint timing", () => {
    assert.equal(runLoader(rewritten, { visible: false, paintTiming: true }).appended.length, 3);
    assert.equal(runLoader(rewritten, { visible: true, paintTiming: false }).appended.length, 3);
  });
});
