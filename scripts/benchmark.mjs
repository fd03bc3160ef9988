// `npm run bench`: performance numbers for the built export — first-load JavaScript per page, then
// Lighthouse (mobile, simulated throttling) medians. Prints numbers; budgets are judged by people, not tests.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { findChromium } from "./chromium.mjs";
import { servedExportDir } from "./export-dir.mjs";

const root = join(import.meta.dirname, "..");
// The export `npm start` serves: out-preview/ for a local-preview build, out/ for a production one.
const exportDir = servedExportDir(process.env);
const out = join(root, exportDir);
const port = Number(process.env.BENCH_PORT ?? 4020);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/about", "/services", "/contact", "/signup"];

if (!existsSync(join(out, "index.html"))) {
  console.error(`No build in ${exportDir}/: run \`npm start\` (or \`npm run build\`) first.`);
  process.exit(1);
}

function htmlFile(path) {
  return join(out, path === "/" ? "index.html" : `${path.slice(1)}.html`);
}

function firstLoadScripts(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = match[1];
    if (/\bnoModule\b/i.test(attrs)) continue;
    const src = attrs.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) sources.add(src);
  }
  return [...sources];
}

console.log("First-load JavaScript (gzip -9, excluding the noModule polyfill)");
for (const path of pages) {
  const scripts = firstLoadScripts(readFileSync(htmlFile(path), "utf8"));
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = readFileSync(join(out, decodeURIComponent(src)));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  console.log(`  ${path.padEnd(12)} ${(gzip / 1024).toFixed(1).padStart(6)} KiB gzip  ${(raw / 1024).toFixed(0).padStart(5)} KiB raw  ${scripts.length} files`);
}

const chromePath = findChromium();
if (!chromePath) {
  console.error("\nNo Chromium found for Lighthouse (see README).");
  process.exit(1);
}

// Run serve's own entry with node (not through npx), so killing it really stops the server.
const serveBin = join(dirname(createRequire(import.meta.url).resolve("serve/package.json")), "build", "main.js");
const server = spawn(process.execPath, [serveBin, exportDir, "--listen", `tcp://127.0.0.1:${port}`, "--no-port-switching", "--no-clipboard", "--no-request-logging"], {
  cwd: root,
  stdio: "ignore",
});
await new Promise((resolve) => setTimeout(resolve, 2000));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`\nLighthouse 12 (mobile, simulated throttling), median of ${runs} runs`);
console.log("  page          score    LCP ms   TBT ms    CLS   JS KiB");
try {
  for (const path of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = spawnSync(
        "npx",
        [
          "--yes",
          "lighthouse@12.8.2",
          `http://127.0.0.1:${port}${path}`,
          "--quiet",
          "--output=json",
          "--only-categories=performance",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync",
        ],
        { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024, encoding: "utf8" },
      );
      if (result.status !== 0) throw new Error(`Lighthouse failed on ${path}:\n${result.stderr}`);
      const report = JSON.parse(result.stdout);
      const audit = (id) => report.audits[id].numericValue;
      const scriptBytes = report.audits["resource-summary"].details.items.find((item) => item.resourceType === "script")?.transferSize ?? 0;
      results.push({
        score: report.categories.performance.score * 100,
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        js: scriptBytes / 1024,
      });
    }
    const pick = (key) => median(results.map((result) => result[key]));
    console.log(
      `  ${path.padEnd(12)} ${pick("score").toFixed(0).padStart(5)} ${pick("lcp").toFixed(0).padStart(9)} ${pick("tbt").toFixed(0).padStart(8)} ${pick("cls").toFixed(3).padStart(6)} ${pick("js").toFixed(1).padStart(8)}`,
    );
  }
} finally {
  server.kill();
}
