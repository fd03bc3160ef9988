// The last step of `npm run build` (docs/decisions.md#d47): bundles the service worker from its TypeScript source
// (lib/service-worker/sw.ts) with esbuild and writes it to the export's /sw.js with its precache list, made by
// Serwist's injectManifest from the files as they will be served: after the paint-first and security headers steps
// have rewritten the pages, so every revision matches the bytes a host sends. The list is the shell only: each
// language's offline page (revisioned); the stylesheet, the font and the icon every page loads, read from the home
// page's own <link> tags; and what a send needs, which a form first used offline or on a silent network must not wait
// for: the send queue's chunks with the e-mail client they load, the typo checker, and the toaster with its stylesheet
// (all hashed; docs/decisions.md#d65, #d75). Never the site's pages: a visitor's first visit on mobile data downloads
// nothing they did not ask for.
// `SERVICE_WORKER=off` writes the kill switch (lib/service-worker/kill-switch.ts) instead.
// @ts-check
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";
import nextEnv from "@next/env";
// What the worker's build reads from the site: each language's offline page (`/offline`, `/fr/offline`), the list the
// worker itself uses, and the marker it rewrites in them; and the send queue's store name.
import { offlinePaths, offlineReasonMarker } from "@/lib/offline";
import { QUEUE_STORE } from "@/lib/send-queue/store";
import { TYPO_CHECKER_MARKER } from "@/lib/email-suggestion";
import { CONTACT_FORM_MARKER } from "@/lib/contact-form-marker";
import { NEWSLETTER_FORM_MARKER } from "@/lib/newsletter-form-marker";
import { ORGANIZATION_FORM_MARKER } from "@/lib/organization-form-marker";
import { SEND_QUEUE_WATCH_MARKER } from "@/lib/send-queue-watch-marker";
import { resolveEmailEnv } from "../config/email-env.mjs";
import { exportDirFor } from "../config/export-dir.mjs";
import { SERVICE_WORKER_PATH, serviceWorkerMode } from "../config/service-worker.mjs";

const root = join(import.meta.dirname, "..", "..");

/**
 * The files of the shell every page loads, as the home page links them: its stylesheets, its preloaded fonts, its icon.
 * @param {string} html
 * @returns {string[]} URLs as the pages write them (the icon keeps its hash query)
 */
export function shellAssets(html) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const attribute = (/** @type {string} */ tag, /** @type {string} */ name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const urls = links
    .filter((tag) => {
      const rel = attribute(tag, "rel");
      return rel === "stylesheet" || (rel === "preload" && attribute(tag, "as") === "font") || rel === "icon";
    })
    .map((tag) => attribute(tag, "href") ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("//"));
  return [...new Set(urls)];
}

/**
 * What a send needs besides the send queue (found by its store's name), each found by a string only its chunk holds:
 * the typo checker, the toaster (sonner's own attribute; its stylesheet loads with it), the footer's newsletter form and
 * Home's contact form, whose code loads when the visitor comes near them, the organisation request form, loaded
 * when first chosen, and the send queue's watch (its toasts, the 7-day deletion), loaded when something is kept or sent.
 */
export const SEND_MARKERS = [
  TYPO_CHECKER_MARKER,
  "data-sonner-toaster",
  NEWSLETTER_FORM_MARKER,
  CONTACT_FORM_MARKER,
  ORGANIZATION_FORM_MARKER,
  SEND_QUEUE_WATCH_MARKER,
];

/**
 * The chunks Turbopack made for the module whose code holds `marker`, with every chunk loaded together with them and
 * every chunk they load on demand in turn (the send queue's load the e-mail client): an async module's loader reads
 * `Promise.all(["static/chunks/a.js", …].map(…))`. The build fails if none holds it, rather than ship a worker that
 * cannot keep a form offline.
 * @param {string} dir the export
 * @param {string} marker a string only that module contains
 * @returns {string[]} their URLs
 */
export function chunksHolding(dir, marker) {
  const folder = join(dir, "_next", "static", "chunks");
  const texts = new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith(".js"))
      .map((name) => [`static/chunks/${name}`, readFileSync(join(folder, name), "utf8")]),
  );
  /** Each loader's group of chunks, with the chunk the loader is in. */
  const groups = [...texts].flatMap(([path, text]) =>
    [...text.matchAll(/Promise\.all\((\[[^\]]*\])\.map\(/g)].map((match) => ({
      from: path,
      group: /** @type {string[]} */ (JSON.parse(/** @type {string} */ (match[1]))),
    })),
  );
  const found = new Set([...texts].filter(([, text]) => text.includes(JSON.stringify(marker))).map(([path]) => path));
  if (found.size === 0) throw new Error(`No chunk holds ${JSON.stringify(marker)}: has its module moved, or Turbopack changed its chunks?`);
  for (let size = 0; size !== found.size;) {
    size = found.size;
    for (const { from, group } of groups) {
      if (found.has(from) || group.some((path) => found.has(path))) for (const path of group) found.add(path);
    }
  }
  return [...found].sort().map((path) => `/_next/${path}`);
}

/**
 * Bundles one worker source to JavaScript, `@/` resolved from the project's root.
 * @param {string} entry
 */
async function bundle(entry) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    alias: { "@": root },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return /** @type {import("esbuild").OutputFile} */ (result.outputFiles[0]).text;
}

/**
 * Writes `dir`/sw.js: the worker with its precache list, or the kill switch.
 * @param {{ dir: string, mode: "on" | "off", offlinePages: string[], queueMarker: string, sendMarkers?: string[], reasonMarker: string }} options
 *   `offlinePages`: each language's offline page (`/offline`, `/fr/offline`); `queueMarker`: the string that finds the
 *   send queue's chunk; `sendMarkers`: those that find the other chunks a send needs (SEND_MARKERS); `reasonMarker`: the
 *   attribute each offline page carries once, which the worker rewrites to give its slow-network variant
 *   (docs/decisions.md#d59)
 */
export async function buildServiceWorker({ dir, mode, offlinePages, queueMarker, sendMarkers = [], reasonMarker }) {
  const swDest = join(dir, SERVICE_WORKER_PATH.slice(1));
  if (mode === "off") {
    writeFileSync(swDest, await bundle("lib/service-worker/kill-switch.ts"));
    return { file: swDest, entries: [], killSwitch: true };
  }
  for (const url of offlinePages) {
    const found = readFileSync(join(dir, `${url.slice(1)}.html`), "utf8").split(reasonMarker).length - 1;
    if (found !== 1) throw new Error(`${url} carries ${reasonMarker} ${found} times, not once: the worker could not give its slow-network variant.`);
  }
  const forSends = [queueMarker, ...sendMarkers].flatMap((marker) => chunksHolding(dir, marker));
  const shell = [...new Set([...shellAssets(readFileSync(join(dir, "index.html"), "utf8")), ...forSends])];
  /** The URL of each file of the list: an offline page at its clean URL, the icon with the query the pages link it with. */
  /** @type {Map<string, string>} */
  const urlOf = new Map();
  for (const url of offlinePages) urlOf.set(`${url.slice(1)}.html`, url);
  for (const url of shell) urlOf.set(url.slice(1).split("?")[0] ?? url, url);
  const temp = mkdtempSync(join(tmpdir(), "sw-"));
  try {
    const swSrc = join(temp, "sw.js");
    writeFileSync(swSrc, await bundle("lib/service-worker/sw.ts"));
    /** @type {{ url: string, revision: string | null }[]} */
    let entries = [];
    const result = await injectManifest({
      swSrc,
      swDest,
      globDirectory: dir,
      globPatterns: [...urlOf.keys()],
      globStrict: true,
      manifestTransforms: [
        (files) => {
          const manifest = files.map((file) => {
            const url = urlOf.get(file.url) ?? `/${file.url}`;
            // A hashed name is its own revision: the file is then taken from the HTTP cache if the page just loaded it.
            const hashed = url.startsWith("/_next/static/") || url.includes("?");
            return { ...file, url, revision: hashed ? null : (file.revision ?? null) };
          });
          entries = manifest.map(({ url, revision }) => ({ url, revision }));
          return { manifest, warnings: [] };
        },
      ],
    });
    const missing = [...urlOf.values()].filter((url) => !entries.some((entry) => entry.url === url));
    if (missing.length) throw new Error(`The export has no file for ${missing.join(", ")}: cannot build the service worker's precache list.`);
    return { file: swDest, entries, killSwitch: false, warnings: result.warnings };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

const kib = (/** @type {string | Buffer} */ text) => `${(gzipSync(text, { level: 9 }).length / 1024).toFixed(1)} KiB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const dir = join(root, exportDirFor(resolveEmailEnv(process.env).mode));
  try {
    const mode = serviceWorkerMode(process.env);
    const { file, entries, killSwitch } = await buildServiceWorker({
      dir,
      mode,
      offlinePages: offlinePaths,
      queueMarker: QUEUE_STORE,
      sendMarkers: SEND_MARKERS,
      reasonMarker: offlineReasonMarker("offline"),
    });
    const where = relative(root, file);
    if (killSwitch) {
      console.log(`Service worker: ${where} is the KILL SWITCH (${kib(readFileSync(file))} gzip): it clears the site's caches and unregisters itself.`);
    } else {
      console.log(
        `Service worker: ${where} ${kib(readFileSync(file))} gzip, precache list ${entries.length} files (${kib(JSON.stringify(entries))} gzip in it): ` +
          entries.map((entry) => entry.url).join(", "),
      );
    }
  } catch (error) {
    console.error(`\n✖ Service worker: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
