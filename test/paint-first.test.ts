// The paint-first step (scripts/build/paint-first.mjs): what it takes out of a page, what the loader it leaves
// does, and that nothing else of the page changes.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { LOADER_ID, PAGE_STARTED, paintFirst, startupScripts } from "../scripts/build/paint-first.mjs";

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
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
  `<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>`,
  `<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Every word stays.\\"}]\\n"])</script></body></html>`,
].join("");
const payloadText = `1:"$Sreact.fragment"\n0:["$","p",null,{"children":"Every word stays."}]\n`;

/** Runs the loader in a stand-in browser whose fetch answers `response`; returns what it did. */
function runLoader(html: string, browser: { visible: boolean; paintTiming: boolean; response?: { ok: boolean; status: number; text: string } }) {
  const code = html.match(new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`))![1]!;
  const appended: { src: string; async: boolean; onload?: () => void; onerror?: () => void }[] = [];
  const fetched: string[] = [];
  const errors: string[] = [];
  const self: { __next_f?: unknown[]; [PAGE_STARTED]?: Promise<void> } = {};
  /** What the framework's first chunk would read, at the moment it is added. */
  const payloadWhenBooted: unknown[][] = [];
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
    // The menu's answer before hydration listens for taps: e2e/tap-first.spec.ts tests it in a browser.
    addEventListener: () => {},
    createElement: () => ({ src: "", async: false }),
    head: {
      appendChild: (node: { src: string; async: boolean }) => {
        if (appended.length === 0) payloadWhenBooted.push([...(self.__next_f ?? [])]);
        appended.push(node);
      },
    },
  };
  const response = browser.response ?? { ok: true, status: 200, text: payloadText };
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve({ ok: response.ok, status: response.status, text: () => Promise.resolve(response.text) });
  };
  const console = { error: (...parts: unknown[]) => errors.push(parts.map(String).join(" ")) };
  new Function("window", "self", "document", "PerformanceObserver", "setTimeout", "fetch", "console", code)(
    { PerformanceObserver },
    self,
    document,
    PerformanceObserver,
    (callback: () => void) => (timer = callback),
    fetch,
    console,
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
  /** Lets the fetch and its promises settle. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Whether the loader's "page started" promise has settled, once pending work has run. */
  const started = async () => {
    let settled = false;
    void self[PAGE_STARTED]!.then(() => (settled = true));
    await settle();
    return settled;
  };
  return { appended, fetched, errors, payloadWhenBooted, observer, paint, settle, started };
}

describe("paint first", () => {
  const { html: rewritten, payload } = paintFirst(page);

  it("takes every chunk script, script preload and payload push out of the page, and keeps everything else", () => {
    assert.doesNotMatch(rewritten, /<script src="[^"]+" async="">/);
    assert.doesNotMatch(rewritten, /rel="preload" as="script"/);
    assert.doesNotMatch(rewritten, /<script>[^<]*__next_f/);
    for (const kept of [
      `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>`,
      `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`,
      `<main><h1>Title</h1><p>Every word stays.</p></main>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>`,
    ]) {
      assert.ok(rewritten.includes(kept), kept);
    }
  });

  it("writes the payload's text, unescaped, to a file named by its hash under /_next/static/", () => {
    assert.equal(payload?.text, payloadText);
    assert.match(payload!.path, /^_next\/static\/payload\/[\w-]{16}\.txt$/);
    assert.notEqual(paintFirst(page.replace('\\"Every word stays.', '\\"Another word.')).payload?.path, payload!.path);
    assert.ok(rewritten.includes(`"/${payload!.path}"`));
  });

  it("refuses a payload in a shape this version of Next.js does not write", () => {
    assert.throws(() => paintFirst(page.replace(`push([0])`, `push([2,"x"])`)), /Unexpected React Server Components payload/);
    assert.throws(() => paintFirst(page.replace(`push([1,"1:`, `push([3,"1:`)), /Unexpected React Server Components payload/);
  });

  it("lists each chunk once, in the order Next.js wrote them, in one loader at the end of <body>", () => {
    assert.deepEqual(startupScripts(rewritten), ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js", "/_next/static/chunks/webpack.js"]);
    assert.deepEqual(startupScripts(page), startupScripts(rewritten));
    assert.equal(rewritten.match(new RegExp(`id="${LOADER_ID}"`, "g"))?.length, 1);
    assert.ok(rewritten.endsWith(`</script></body></html>`));
  });

  it("is idempotent, and leaves a page without chunks alone", () => {
    assert.deepEqual(paintFirst(rewritten), { html: rewritten, payload: null });
    const plain = "<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>";
    assert.deepEqual(paintFirst(plain), { html: plain, payload: null });
  });

  it("on a visible page, fetches the payload once the first contentful paint is reported, hands it to Next.js, then adds the chunks", async () => {
    const browser = runLoader(rewritten, { visible: true, paintTiming: true });
    assert.deepEqual(browser.observer?.options, { type: "paint", buffered: true });
    browser.paint("first-paint");
    await browser.settle();
    assert.deepEqual(browser.fetched, [], "a first paint without content is not enough");
    browser.paint("first-contentful-paint");
    await browser.settle();
    assert.deepEqual(browser.fetched, [`/${payload!.path}`]);
    assert.deepEqual(browser.payloadWhenBooted, [[[0], [1, payloadText]]], "the payload is in place before the first chunk");
    assert.deepEqual(
      browser.appended.map((script) => [script.src, script.async]),
      startupScripts(rewritten).map((src) => [src, true]),
    );
    assert.equal(browser.observer?.disconnected, true);
    browser.paint("first-contentful-paint");
    await browser.settle();
    assert.equal(browser.appended.length, 3, "the chunks are added once");
  });

  it("starts at once on a page opened in the background or in a browser without paint timing", async () => {
    for (const state of [
      { visible: false, paintTiming: true },
      { visible: true, paintTiming: false },
    ]) {
      const browser = runLoader(rewritten, state);
      await browser.settle();
      assert.equal(browser.fetched.length, 1);
      assert.equal(browser.appended.length, 3);
      assert.deepEqual(browser.errors, []);
    }
  });

  it("says the page has started once every chunk has run or failed, not before", async () => {
    const browser = runLoader(rewritten, { visible: false, paintTiming: true });
    await browser.settle();
    assert.equal(browser.appended.length, 3);
    assert.equal(await browser.started(), false, "the chunks are only added");
    browser.appended[0]!.onload!();
    browser.appended[2]!.onerror!();
    assert.equal(await browser.started(), false, "one chunk still loading");
    browser.appended[1]!.onload!();
    assert.equal(await browser.started(), true);
  });

  it("adds no chunk when the payload cannot be fetched: the page stays the HTML it is, and the console says why", async () => {
    const browser = runLoader(rewritten, { visible: false, paintTiming: true, response: { ok: false, status: 404, text: "Not found" } });
    await browser.settle();
    assert.equal(await browser.started(), true, "nothing more will run");
    assert.equal(browser.appended.length, 0);
    assert.deepEqual(browser.errors, [`Page data not loaded, the page stays static: Error: 404 /${payload!.path}`]);
  });
});

describe("a static page (the offline page)", () => {
  const staticPage = page.replace("<main>", '<main><div data-static-page="">').replace("</main>", "<script>showSavedPages()</script></div></main>");

  it("loads no framework at all: chunks, preloads, bootstrap and payload go; its own script and every word stay", () => {
    const { html, payload } = paintFirst(staticPage);
    assert.equal(payload, null);
    assert.doesNotMatch(html, /_next\/static\/chunks\/[^"]+\.js|__next_f|TURBOPACK|rel="preload" as="script"/);
    assert.doesNotMatch(html, new RegExp(`<script id="${LOADER_ID}">`));
    assert.match(html, /<script>showSavedPages\(\)<\/script>/);
    assert.match(html, /<script type="application\/ld\+json">/);
    assert.match(html, /Every word stays\./);
    assert.match(html, /site\.css/);
    assert.deepEqual(startupScripts(html), []);
  });
});
