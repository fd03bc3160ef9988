// Runs after `next build`, before the security headers (see `npm run build`): the page paints before the
// framework loads. Next.js puts its chunks in <head> as async scripts, so on a fast link they arrive and run
// before the first paint and the text waits for hydration. Here every page fetches its chunks only once the
// browser reports the first contentful paint; the words are already in the HTML, so nothing is lost, and
// the navbar, forms and toasts start as soon as the chunks arrive. Each page keeps its own list of chunks,
// in the order Next.js wrote them, inside one inline loader that the security step then hashes.
//
// The page's React Server Components payload goes the same way (docs/decisions.md#d25). Next.js inlines it at
// the end of <body> as `self.__next_f.push` scripts: the same words as the HTML once more, two thirds of the
// home page's compressed bytes, which only hydration reads. Here it becomes a file of its own, named by its
// hash, that the loader fetches after the first paint and hands to Next.js before any chunk runs. The HTML
// that has to arrive before anything paints is then a third of the size.
// @ts-check
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import { resolveEmailEnv } from "../config/email-env.mjs";
import { exportDirFor, htmlFiles } from "../config/export-dir.mjs";

const CHUNK_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
/** One inline push of the payload: `(self.__next_f=self.__next_f||[]).push([0])`, then `self.__next_f.push([1,"…"])`. */
const PAYLOAD_PUSH = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*?)\)<\/script>/g;
/** Where the payload files go, under the export's root: `_next/static/` is served as immutable (scripts/build/headers/header-rules.mjs). */
const PAYLOAD_DIR = "_next/static/payload";
/** Marks the loader, so tools (the benchmark's JavaScript count) can read a page's chunk list. */
export const LOADER_ID = "paint-first";
/**
 * The promise the loader leaves on `self`, settled once every chunk has run (or failed, or the payload did): work that
 * must not compete with the page's start, such as the service worker's install, waits for it.
 */
export const PAGE_STARTED = "__pageStarted";
/**
 * Marks a page that must work from a cache alone and so loads no framework at all (the offline page,
 * docs/decisions.md#d47): its chunks, their preloads, its payload and the bundler's bootstrap are taken out, not deferred.
 */
export const STATIC_PAGE_MARKER = "data-static-page";
/** Turbopack's inline bootstrap, which lists the chunks a page runs: a static page runs none. */
const BUNDLER_BOOTSTRAP = /<script(?: id="[^"]*")?>\(globalThis(?:\.TURBOPACK|\["TURBOPACK"\])[\s\S]*?<\/script>/;
const NO_MODULE_SCRIPT = /<script src="[^"]+" noModule=""><\/script>/g;
/** Every script element and script preload of a page, to find one of the framework's in a shape this step does not know. */
const SCRIPT_OR_PRELOAD = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g;
/** Anything of Next.js's in a page: its files, its payload, its bundler. A page without any is not Next.js's. */
const FRAMEWORK_TRACE = /\/_next\/|__next_f|TURBOPACK/;

/**
 * The phone menu's toggle answers a tap before the framework has started (issue 37, docs/decisions.md#d108): until the
 * page is hydrated (`<html data-hydrated>`, set by the header's first effect), a tap on it shows or hides its panel and
 * swaps its name, and React never sees that tap; the menu's own first effect then takes the state over
 * (components/layout/header-frame.tsx). After hydration the listener steps aside at the first click.
 */
const MENU_BEFORE_HYDRATION =
  `document.addEventListener("click",function tap(event){if(document.documentElement.dataset.hydrated){document.removeEventListener("click",tap,true);return}` +
  `var toggle=event.target instanceof Element&&event.target.closest("[data-menu-toggle] button[aria-controls]");if(!toggle)return;event.stopImmediatePropagation();` +
  `var open=toggle.getAttribute("aria-expanded")!=="true";toggle.setAttribute("aria-expanded",String(open));toggle.setAttribute("aria-label",toggle.dataset[open?"closeLabel":"openLabel"]);` +
  `document.getElementById(toggle.getAttribute("aria-controls")).hidden=!open},true);`;

/**
 * The loader: the menu's answer before hydration, then, on a visible page that reports paint timing, wait for the first contentful paint, then
 * fetch the payload, give it to Next.js as its own inline scripts would have (a bootstrap `[0]`, then the
 * text), and only then add the chunks as async scripts (the form React looks for when it hydrates): the
 * framework reads the payload when its first chunk runs; `self.__pageStarted` settles when the last chunk has run. Otherwise (a page opened in the background, an old
 * browser) start at once. If the payload cannot be fetched, the page stays the HTML it is, as it would if
 * a chunk failed (every word and link works, nothing hydrates), and the console says why.
 * @param {string[]} sources
 * @param {string} payload
 */
function loaderScript(sources, payload) {
  return (
    `<script id="${LOADER_ID}">(function(sources,payload){${MENU_BEFORE_HYDRATION}var started;self.${PAGE_STARTED}=new Promise(function(r){started=r});` +
    `function boot(){var left=sources.length;left||started();sources.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;s.onload=s.onerror=function(){--left||started()};document.head.appendChild(s)})}` +
    `function start(){fetch(payload).then(function(response){if(!response.ok)throw new Error(response.status+" "+payload);return response.text()}).then(function(text){var pushes=self.__next_f=self.__next_f||[];pushes.push([0]);pushes.push([1,text]);boot()}).catch(function(error){started();console.error("Page data not loaded, the page stays static:",error)})}` +
    `var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];` +
    `if(document.visibilityState!=="visible"||types.indexOf("paint")<0)return start();` +
    `new PerformanceObserver(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();setTimeout(start)}).observe({type:"paint",buffered:true})` +
    `})(${JSON.stringify(sources)},${JSON.stringify(payload)})</script>`
  );
}

/**
 * @typedef {object} PaintFirstPage
 * @property {string} html The page, its chunk scripts, script preloads and payload pushes replaced by one loader at the end of <body>.
 * @property {{ path: string; text: string } | null} payload The payload file to write: its path from the export's root, and its text.
 */

/**
 * The page rewritten to paint first, and the payload it now fetches.
 * @param {string} html
 * @returns {PaintFirstPage}
 */
export function paintFirst(html) {
  if (html.includes(`<script id="${LOADER_ID}">`)) return { html, payload: null };
  if (html.includes(`${STATIC_PAGE_MARKER}=""`)) {
    const bare = withoutFramework(html);
    const left = unknownFrameworkTag(bare, { bootstrapKept: false });
    if (left) throw new Error(`A static page (${STATIC_PAGE_MARKER}) keeps ${left}`);
    return { html: bare, payload: null };
  }
  /** @type {string[]} */
  const sources = [];
  /** @type {unknown[]} */
  const pushes = [];
  const rewritten = html
    .replace(CHUNK_PRELOAD, "")
    .replace(CHUNK_SCRIPT, (_, src) => {
      if (!sources.includes(src)) sources.push(src);
      return "";
    })
    .replace(PAYLOAD_PUSH, (_, argument) => {
      pushes.push(JSON.parse(argument));
      return "";
    });
  if (sources.length === 0) {
    // A page of the export that Next.js did not write (a file from public/) stays as it is; one that it did write must
    // have chunks in the shape this step knows, or the step would leave the page as Next.js wrote it.
    if (!FRAMEWORK_TRACE.test(html)) return { html, payload: null };
    throw new Error(
      `No <script src="…" async=""> found in a page of Next.js's: ${unknownFrameworkTag(rewritten, { bootstrapKept: true }) ?? "no chunk at all"}`,
    );
  }
  const left = unknownFrameworkTag(rewritten, { bootstrapKept: true });
  if (left) throw new Error(`The page keeps ${left}`);
  if (!rewritten.includes("</body>")) throw new Error("A page without </body>: cannot place the chunk loader.");
  const text = payloadText(pushes);
  const path = `${PAYLOAD_DIR}/${createHash("sha256").update(text).digest("base64url").slice(0, 16)}.txt`;
  return { html: rewritten.replace("</body>", `${loaderScript(sources, `/${path}`)}</body>`), payload: { path, text } };
}

/**
 * A static page: every script of the framework taken out; the page's own inline scripts stay.
 * @param {string} html
 */
export function withoutFramework(html) {
  return html.replace(CHUNK_PRELOAD, "").replace(CHUNK_SCRIPT, "").replace(NO_MODULE_SCRIPT, "").replace(PAYLOAD_PUSH, "").replace(BUNDLER_BOOTSTRAP, "");
}

/**
 * The first script or script preload of the framework left in a page once the step has taken out every one it knows,
 * described for the build's error: Next.js wrote it in a shape this step does not understand (a new attribute, another
 * order, a new kind of script). The page's own inline scripts and JSON-LD are not the framework's and stay; so do the
 * legacy browsers' `noModule` script and, on a page that keeps its framework, Turbopack's inline bootstrap.
 * @param {string} html the page after the step's rewrite
 * @param {{ bootstrapKept: boolean }} options
 * @returns {string | undefined}
 */
function unknownFrameworkTag(html, { bootstrapKept }) {
  const is = (/** @type {RegExp} */ pattern, /** @type {string} */ tag) => new RegExp(`^(?:${pattern.source})$`).test(tag);
  for (const [tag] of html.matchAll(SCRIPT_OR_PRELOAD)) {
    const excerpt = tag.length > 160 ? `${tag.slice(0, 160)}…` : tag;
    if (tag.startsWith("<link")) return `a script preload this step does not understand: ${excerpt}`;
    if (/^<script\b[^>]*\ssrc=/.test(tag)) {
      if (bootstrapKept && is(NO_MODULE_SCRIPT, tag)) continue;
      return `a script this step does not understand: ${excerpt}`;
    }
    if (tag.includes("__next_f")) return `a payload push this step does not understand: ${excerpt}`;
    if (tag.includes("TURBOPACK") && !(bootstrapKept && is(BUNDLER_BOOTSTRAP, tag))) return `a bundler script this step does not understand: ${excerpt}`;
  }
  return undefined;
}

/**
 * The payload's text from Next.js's pushes. Only the shape this version of Next.js writes is accepted (a
 * bootstrap, then text): a change in it fails the build here instead of a page's hydration in a browser.
 * @param {unknown[]} pushes
 * @returns {string}
 */
function payloadText(pushes) {
  const [bootstrap, ...pieces] = pushes;
  const isText = (/** @type {unknown} */ piece) => Array.isArray(piece) && piece.length === 2 && piece[0] === 1 && typeof piece[1] === "string";
  if (JSON.stringify(bootstrap) !== "[0]" || pieces.length === 0 || !pieces.every(isText)) {
    throw new Error(`Unexpected React Server Components payload in the page: ${JSON.stringify(pushes).slice(0, 200)}`);
  }
  return pieces.map((piece) => /** @type {[1, string]} */ (piece)[1]).join("");
}

/**
 * The chunks a page loads at start: its loader's list (after this step) or its async scripts (before it).
 * @param {string} html
 * @returns {string[]}
 */
export function startupScripts(html) {
  const loader = html.match(new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\]),"[^"]+"\\)</script>`));
  if (loader) return JSON.parse(/** @type {string} */ (loader[1]));
  return [...html.matchAll(CHUNK_SCRIPT)].map((match) => /** @type {string} */ (match[1]));
}

/**
 * Rewrites every page of the export in `dir` and writes the payloads they fetch; returns how many pages now
 * load their payload and chunks after paint, how many load no framework at all, and which pages Next.js did not write
 * (left as they are). A page of Next.js's that this step does not understand fails it, naming the page and the tag.
 * @param {string} dir
 * @returns {{ deferred: number, static: number, notNext: string[] }}
 */
export function paintFirstExport(dir) {
  /** @type {{ deferred: number, static: number, notNext: string[] }} */
  const counts = { deferred: 0, static: 0, notNext: [] };
  for (const file of htmlFiles(dir)) {
    const original = readFileSync(file, "utf8");
    /** @type {PaintFirstPage} */
    let page;
    try {
      page = paintFirst(original);
    } catch (error) {
      throw new Error(
        `Paint first: ${relative(dir, file)}: ${/** @type {Error} */ (error).message}. ` +
          `Next.js may have changed how it writes a page's scripts: update scripts/build/paint-first.mjs (docs/decisions.md#d25).`,
        { cause: error },
      );
    }
    const { html, payload } = page;
    if (html === original) {
      if (!FRAMEWORK_TRACE.test(original)) counts.notNext.push(relative(dir, file));
      continue;
    }
    if (payload) {
      const payloadFile = join(dir, payload.path);
      mkdirSync(dirname(payloadFile), { recursive: true });
      writeFileSync(payloadFile, payload.text);
      counts.deferred += 1;
    } else {
      counts.static += 1;
    }
    writeFileSync(file, html);
  }
  return counts;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, "..", "..");
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const dir = join(root, exportDirFor(resolveEmailEnv(process.env).mode));
  const counts = paintFirstExport(dir);
  console.log(
    `Paint first: ${counts.deferred} pages in ${relative(root, dir)}/ load their payload and the framework after their first paint; ` +
      `${counts.static} (the offline pages) load no framework` +
      (counts.notNext.length ? `; left as they are, not written by Next.js: ${counts.notNext.join(", ")}.` : "."),
  );
}
