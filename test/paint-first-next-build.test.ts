// The paint-first step (scripts/build/paint-first.mjs) on pages Next.js itself wrote. test/paint-first.test.ts says what the
// step does, on hand-written pages; this says that the Next.js the site is built with still writes what the step
// expects. A small app, built once per run with the site's own `next` into a temporary folder (`output: "export"`, one
// layout, a page with a client island and JSON-LD, a static page like the offline page, the global not-found page the
// site uses), is read with an HTML parser, independently of the step's patterns, and then put through the step as
// `npm run build` does. When a Next.js release changes how it writes a page's scripts, this fails and names what
// changed, and so does the build (docs/decisions.md#d25).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, parse, relative, sep } from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, it } from "vitest";
import { htmlFiles } from "../scripts/config/export-dir.mjs";
import { LOADER_ID, paintFirst, paintFirstExport, startupScripts } from "../scripts/build/paint-first.mjs";

const root = process.cwd();
const app = mkdtempSync(join(tmpdir(), "paint-first-next-"));
const out = join(app, "out");
// About 20 s on a quiet 2-core machine; builds of the site beside it can make it several times longer.
const BUILD_TIMEOUT = 300_000;

/** Turbopack compiles only files under its root: the app's folder and the site's node_modules, which the app links to. */
function commonRoot(a: string, b: string): string {
  const [first, second] = [a.split(sep), b.split(sep)];
  let shared = 0;
  while (shared < first.length && first[shared] === second[shared]) shared += 1;
  return first.slice(0, shared).join(sep) || parse(a).root;
}

const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "paint-first-fixture", private: true, type: "module" }),
  "next.config.mjs": `export default ${JSON.stringify({
    output: "export",
    images: { unoptimized: true },
    turbopack: { root: commonRoot(app, root) },
    experimental: { globalNotFound: true },
  })};\n`,
  "app/globals.css": "body { color: #222; }\n",
  "app/layout.js": [
    'import "./globals.css";',
    'export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }',
  ].join("\n"),
  "app/counter.js": [
    '"use client";',
    'import { useState } from "react";',
    "export function Counter() {",
    "  const [count, setCount] = useState(0);",
    '  return <button type="button" onClick={() => setCount(count + 1)}>Pressed {count} times</button>;',
    "}",
  ].join("\n"),
  "app/page.js": [
    'import { Counter } from "./counter";',
    "export default function Home() {",
    "  return (",
    "    <main>",
    "      <h1>Every word stays</h1>",
    "      <p>In the HTML, before any script.</p>",
    "      <Counter />",
    '      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: \'{"@type":"Organization"}\' }} />',
    "    </main>",
    "  );",
    "}",
  ].join("\n"),
  "app/offline/page.js": [
    "export default function Offline() {",
    "  return (",
    '    <main data-static-page="">',
    "      <h1>Offline</h1>",
    "      <script dangerouslySetInnerHTML={{ __html: \"document.title += ' (offline)'\" }} />",
    "    </main>",
    "  );",
    "}",
  ].join("\n"),
  "app/global-not-found.js": [
    'import "./globals.css";',
    'export default function GlobalNotFound() { return <html lang="en"><body><h1>Not found</h1></body></html>; }',
  ].join("\n"),
};

/** Every page of the export as Next.js wrote it, by its path in the export. */
const written = new Map<string, string>();
/** What the step said it did. */
let counts: ReturnType<typeof paintFirstExport>;
/** Every page after the step. */
const rewritten = new Map<string, string>();

beforeAll(() => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  symlinkSync(join(root, "node_modules"), join(app, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: app,
    encoding: "utf8",
    // Vitest sets NODE_ENV to "test"; a build is a production build.
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  assert.equal(build.status, 0, `next build of the fixture app:\n${build.stdout}${build.stderr}`);
  for (const file of htmlFiles(out)) written.set(relative(out, file), readFileSync(file, "utf8"));
  counts = paintFirstExport(out);
  for (const file of htmlFiles(out)) rewritten.set(relative(out, file), readFileSync(file, "utf8"));
}, BUILD_TIMEOUT);

afterAll(() => {
  rmSync(app, { recursive: true, force: true });
});

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** Every element of a page with this tag name, as an HTML parser reads it. */
function elements(html: string, tag: string): Element[] {
  return DomUtils.getElementsByTagName(tag, parseDocument(html).children);
}

/** A tag's attributes as written, for a message. */
const describeTag = (element: Element) =>
  `<${element.name} ${Object.entries(element.attribs)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ")}>`;

/** The page without its scripts and script preloads: what a visitor reads and the styles, which the step must keep as they are. */
function withoutScripts(html: string): string {
  const document = parseDocument(html);
  const scripts = DomUtils.findAll((element) => element.name === "script" || (element.name === "link" && element.attribs.as === "script"), document.children);
  for (const script of scripts) DomUtils.removeElement(script);
  return DomUtils.getOuterHTML(document);
}

/** A chunk script: a script with a `src` under /_next/ that legacy browsers do not run. */
const isChunk = (script: Element) => Boolean(script.attribs.src?.startsWith("/_next/")) && !("nomodule" in script.attribs);
/** The chunk scripts Next.js wrote into a page. */
const chunkScripts = (html: string) => elements(html, "script").filter(isChunk);

/** The payload Next.js inlined into a page: the text of its `self.__next_f.push([1, "…"])` scripts, in order. */
function inlinePayload(html: string): string {
  return elements(html, "script")
    .map((script) => DomUtils.textContent(script))
    .filter((code) => code.includes("__next_f"))
    .map((code) => /\.push\((\[[\s\S]*\])\)$/.exec(code)?.[1])
    .map((argument) => (argument ? (JSON.parse(argument) as unknown[]) : []))
    .filter((push) => push[0] === 1)
    .map((push) => push[1])
    .join("");
}

const STATIC_PAGE = "offline.html";
const isStatic = (page: string) => page === STATIC_PAGE;

describe("paint first, on pages a real `next build` wrote", () => {
  it("Next.js wrote the pages the step expects, each with its scripts in the shapes the step knows", () => {
    assert.deepEqual([...written.keys()].sort(), ["404.html", "_not-found.html", "index.html", STATIC_PAGE]);
    for (const [page, html] of written) {
      const chunks = chunkScripts(html);
      assert.ok(chunks.length > 0, `${page}: no <script src="/_next/static/chunks/…"> found`);
      for (const script of chunks) {
        assert.deepEqual(Object.keys(script.attribs), ["src", "async"], `${page}: a chunk script in a new shape: ${describeTag(script)}`);
        assert.match(script.attribs.src!, /^\/_next\/static\/chunks\/[\w.-]+\.js$/, `${page}: a chunk outside /_next/static/chunks/: ${describeTag(script)}`);
      }
      for (const preload of elements(html, "link").filter((link) => link.attribs.as === "script" || link.attribs.rel === "modulepreload")) {
        assert.deepEqual(
          Object.keys(preload.attribs),
          ["rel", "as", "fetchpriority", "href"],
          `${page}: a script preload in a new shape: ${describeTag(preload)}`,
        );
      }
      const inline = elements(html, "script").filter((script) => !script.attribs.src && script.attribs.type !== "application/ld+json");
      const bootstraps = inline.filter((script) => DomUtils.textContent(script).includes("TURBOPACK"));
      assert.equal(bootstraps.length, 1, `${page}: Turbopack's inline bootstrap (a script that pushes to globalThis.TURBOPACK) is missing or repeated`);
      assert.match(
        DomUtils.textContent(bootstraps[0]!),
        /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(/,
        `${page}: Turbopack's bootstrap in a new shape`,
      );
      assert.ok(inlinePayload(html).length > 0, `${page}: no React Server Components payload pushed to self.__next_f`);
    }
  });

  it("rewrites every page: each of Next.js's loads its payload and chunks after paint, the static page loads no framework", () => {
    assert.deepEqual(counts, { deferred: 3, static: 1, notNext: [] });
  });

  it("takes out every chunk, preload and payload push, and lists the chunks once each, in Next.js's order, in its loader", () => {
    for (const [page, before] of written) {
      if (isStatic(page)) continue;
      const after = rewritten.get(page)!;
      assert.deepEqual(chunkScripts(after).map(describeTag), [], `${page}: chunk scripts left in the page`);
      assert.doesNotMatch(after, /<link[^>]*as="script"/, page);
      assert.equal(
        elements(after, "script").filter((script) => DomUtils.textContent(script).includes("__next_f.push")).length,
        0,
        `${page}: payload pushes left`,
      );
      assert.equal(elements(after, "script").filter((script) => script.attribs.id === LOADER_ID).length, 1, `${page}: one loader`);
      assert.deepEqual(startupScripts(after), [...new Set(chunkScripts(before).map((script) => script.attribs.src))], page);
    }
  });

  it("writes each page's payload, as Next.js inlined it, to the file its loader fetches", () => {
    for (const [page, before] of written) {
      if (isStatic(page)) continue;
      const path = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*,"(/_next/static/payload/[\\w-]+\\.txt)"\\)</script>`).exec(rewritten.get(page)!)?.[1];
      assert.ok(path && existsSync(join(out, path)), `${page}: its payload file`);
      assert.equal(readFileSync(join(out, path), "utf8"), inlinePayload(before), page);
    }
  });

  it("keeps every word, style and script of the page's own as Next.js wrote them, the bootstrap and the legacy browsers' script included", () => {
    for (const [page, before] of written) {
      const after = rewritten.get(page)!;
      assert.equal(withoutScripts(after), withoutScripts(before), `${page}: only scripts change`);
      if (isStatic(page)) continue;
      const kept = (html: string) =>
        elements(html, "script")
          .filter((script) => script.attribs.id !== LOADER_ID && !isChunk(script) && !DomUtils.textContent(script).includes("__next_f"))
          .map((script) => DomUtils.getOuterHTML(script));
      assert.deepEqual(kept(after), kept(before), page);
    }
    assert.ok(written.get("index.html")!.includes("Every word stays"));
  });

  it("leaves the static page no framework at all, and its own script", () => {
    const after = rewritten.get(STATIC_PAGE)!;
    assert.deepEqual(
      elements(after, "script").map((script) => DomUtils.getOuterHTML(script)),
      ["<script>document.title += ' (offline)'</script>"],
    );
    assert.doesNotMatch(after, /__next_f|TURBOPACK|as="script"/);
    assert.match(after, /<h1>Offline<\/h1>/);
  });

  it("fails, naming the page's tag, when a chunk script, a preload, a payload push or the bootstrap comes in a shape it does not know", () => {
    const page = written.get("index.html")!;
    const chunk = chunkScripts(page)[0]!.attribs.src!;
    const changes: [string, string, RegExp][] = [
      [
        `<script src="${chunk}" async="">`,
        `<script src="${chunk}" async="" crossorigin="">`,
        /a script this step does not understand: <script src="[^"]+" async="" crossorigin="">/,
      ],
      [
        '<link rel="preload" as="script" fetchPriority="low"',
        '<link rel="preload" fetchPriority="low" as="script"',
        /a script preload this step does not understand/,
      ],
      ["<script>self.__next_f.push(", "<script>self.__next_f.unshift(", /a payload push this step does not understand/],
      ['<script id="_R_">(globalThis["TURBOPACK"]', '<script id="_R_" async="">(globalThis["TURBOPACK"]', /a bundler script this step does not understand/],
    ];
    for (const [from, to, message] of changes) {
      assert.ok(page.includes(from), `Next.js no longer writes ${from}`);
      assert.throws(() => paintFirst(page.replace(from, to)), message, to);
    }
    const offline = written.get(STATIC_PAGE)!.replace('<script id="_R_">(globalThis["TURBOPACK"]', '<script id="_R_" async="">(globalThis["TURBOPACK"]');
    assert.throws(() => paintFirst(offline), /A static page \(data-static-page\) keeps a bundler script this step does not understand/);
    const every = page.replaceAll(/<script src="([^"]+)" async="">/g, '<script src="$1" async="" nonce="n">');
    assert.throws(
      () => paintFirst(every),
      /No <script src="…" async=""> found in a page of Next\.js's: a script this step does not understand: <script src="[^"]+" async="" nonce="n">/,
    );
  });
});
