// Runs after `next build`, before the security headers (see `npm run build`): the page paints before the
// framework loads. Next.js puts its chunks in <head> as async scripts, so on a fast link they arrive and run
// before the first paint and the text waits for hydration. Here every page fetches its chunks only once the
// browser reports the first contentful paint; the words are already in the HTML, so nothing is lost, and
// the navbar, forms and toasts start as soon as the chunks arrive. Each page keeps its own list of chunks,
// in the order Next.js wrote them, inside one inline loader that the security step then hashes.
// @ts-check
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import { resolveEmailEnv } from "./email-env.mjs";
import { exportDirFor, htmlFiles } from "./export-dir.mjs";

const CHUNK_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
/** Marks the loader, so tools (the benchmark's JavaScript count) can read a page's chunk list. */
export const LOADER_ID = "paint-first";

/**
 * The loader: on a visible page that reports paint timing, wait for the first contentful paint, then
 * add the chunks as async scripts (the form React looks for when it hydrates). Otherwise (a page opened
 * in the background, an old browser) add them at once.
 * @param {string[]} sources
 */
function loaderScript(sources) {
  return (
    `<script id="${LOADER_ID}">(function(sources){` +
    `function boot(){sources.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)})}` +
    `var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];` +
    `if(document.visibilityState!=="visible"||types.indexOf("paint")<0)return boot();` +
    `new PerformanceObserver(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();setTimeout(boot)}).observe({type:"paint",buffered:true})` +
    `})(${JSON.stringify(sources)})</script>`
  );
}

/**
 * The page with its chunk scripts and script preloads replaced by one loader at the end of <body>.
 * @param {string} html
 * @returns {string}
 */
export function paintFirst(html) {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  /** @type {string[]} */
  const sources = [];
  const rewritten = html.replace(CHUNK_PRELOAD, "").replace(CHUNK_SCRIPT, (_, src) => {
    if (!sources.includes(src)) sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  if (!rewritten.includes("</body>")) throw new Error("A page without </body>: cannot place the chunk loader.");
  return rewritten.replace("</body>", `${loaderScript(sources)}</body>`);
}

/**
 * The chunks a page loads at start: its loader's list (after this step) or its async scripts (before it).
 * @param {string} html
 * @returns {string[]}
 */
export function startupScripts(html) {
  const loader = html.match(new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\])\\)</script>`));
  if (loader) return JSON.parse(/** @type {string} */ (loader[1]));
  return [...html.matchAll(CHUNK_SCRIPT)].map((match) => /** @type {string} */ (match[1]));
}

/**
 * Rewrites every page of the export in `dir`; returns how many pages now load their chunks after paint.
 * @param {string} dir
 * @returns {number}
 */
export function paintFirstExport(dir) {
  let pages = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, "utf8");
    const rewritten = paintFirst(html);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      pages += 1;
    }
  }
  return pages;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, "..");
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const dir = join(root, exportDirFor(resolveEmailEnv(process.env).mode));
  const pages = paintFirstExport(dir);
  console.log(`Paint first: ${pages} pages in ${relative(root, dir)}/ load the framework after their first paint.`);
}
