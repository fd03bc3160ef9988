// `npm run grade:headers [-- --dir out-preview] [-- --url http://127.0.0.1:8788]`: grades every page of the
// sitemap, and the 404 page, with
// Mozilla HTTP Observatory's own tests and scoring (@mdn/mdn-http-observatory), as a static host would serve
// the export: served locally with its `_headers` applied (scripts/serve/static-server.mjs), then judged as the https
// site of the sitemap, behind the host's http → https redirect (Netlify and Cloudflare Pages both redirect).
// Prints grade and score per page; exits 1 unless every page gets A+. `--url` grades a server that is already
// running instead (for one, `wrangler pages dev out`, Cloudflare's own runtime), reading the same folder's sitemap.
//
// The scanner is installed on first use into node_modules/.cache with install scripts disabled: its
// postinstall downloads Chromium's HSTS preload list and IANA's TLD list, which a fresh CI install must never
// depend on. In their place the grader uses an empty preload list: a domain not on it (this one) is graded
// exactly as Observatory grades it, and an empty list can only make the grade stricter.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import { servedExportDir } from "../config/export-dir.mjs";
import { startStaticServer } from "../serve/static-server.mjs";

const OBSERVATORY = "@mdn/mdn-http-observatory@1.4.8";
const root = join(import.meta.dirname, "..", "..");
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

/** Installs the scanner once into the cache (no install scripts) and returns its folder. */
function observatoryDir() {
  const cache = join(root, "node_modules", ".cache", OBSERVATORY.replace(/[@/]/g, "_"));
  const packageDir = join(cache, "node_modules", "@mdn", "mdn-http-observatory");
  if (!existsSync(join(packageDir, "package.json"))) {
    console.log(`Installing ${OBSERVATORY} into ${relative(root, cache)} (install scripts disabled)…`);
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, "package.json"), '{ "private": true }\n');
    const install = spawnSync("npm", ["install", "--prefix", cache, "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", OBSERVATORY], {
      stdio: "inherit",
    });
    if (install.status !== 0) {
      console.error(`Could not install ${OBSERVATORY} (it needs the npm registry once).`);
      process.exit(1);
    }
  }
  const preload = join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  return packageDir;
}

// `--install-only`: installs the scanner and stops. `npm test` starts it first, beside the quick checks, so that a
// fresh clone's install (about 20 s of npm) is not on its critical path.
if (process.argv.includes("--install-only")) {
  observatoryDir();
  process.exit(0);
}

const dirArgument = process.argv.indexOf("--dir");
const dir = join(root, dirArgument > 0 ? process.argv[dirArgument + 1] : servedExportDir(process.env));
if (!existsSync(join(dir, "_headers"))) {
  console.error(`${relative(root, dir)}/ has no export with _headers: run \`npm run build\` first.`);
  process.exit(1);
}

const observatory = observatoryDir();
const load = (file) => import(pathToFileURL(join(observatory, "src", file)).href);
const [{ ALL_TESTS }, { Requests }, { parseHttpEquivHeaders }, grader, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] = await Promise.all([
  load("constants.js"),
  load("types.js"),
  load("retriever/utils.js"),
  load("grader/grader.js"),
  load("grader/charts.js"),
]);

/** The sitemap's pages, as absolute https URLs, plus one unknown path for the 404 page. */
function pagesToGrade() {
  const sitemap = readFileSync(join(dir, "sitemap.xml"), "utf8");
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].trim()));
  if (!urls.length) throw new Error("sitemap.xml lists no page");
  return [...urls, new URL("/this-page-does-not-exist", urls[0])];
}

const headersObject = (headers) => Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value]));

/** Grades one page the way Observatory's scan() does, from the responses the local server gives. */
async function grade(publicUrl, localBase) {
  const local = new URL(publicUrl.pathname, localBase);
  const response = await fetch(local);
  const html = await response.text();
  const preflight = await fetch(local, {
    method: "OPTIONS",
    headers: { "Access-Control-Request-Method": "GET", Origin: "https://http-observatory.security.mozilla.org" },
  });

  const https = new URL(publicUrl.href.replace(/^http:/, "https:"));
  const http = new URL(https.href.replace(/^https:/, "http:"));
  const auto = { status: response.status, headers: headersObject(response.headers), data: html, verified: true, request: {} };
  auto.httpEquiv = parseHttpEquivHeaders(html, https.href);
  const requests = new Requests(https.hostname);
  requests.session = { url: https, redirectHistory: [], jar: null };
  requests.resources.path = html;
  requests.responses.auto = auto;
  requests.responses.https = auto;
  // The host answers http with a redirect to the same page on https.
  requests.responses.http = { status: 301, headers: { location: https.href }, verified: true };
  requests.responses.httpRedirects = [
    { url: http, status: 301 },
    { url: https, status: response.status },
  ];
  requests.responses.cors = {
    status: preflight.status,
    headers: headersObject(preflight.headers),
    request: { headers: { origin: "https://http-observatory.security.mozilla.org" } },
    verified: true,
  };

  const results = ALL_TESTS.map((test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of results) {
    if (!result.result) continue;
    const modifier = grader.getScoreModifier(result.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const final = grader.getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  const failed = results.filter((result) => !result.pass).map((result) => `${result.constructor.name}: ${result.result}`);
  return { path: publicUrl.pathname, status: response.status, ...final, failed };
}

const urlArgument = process.argv.indexOf("--url");
const server = urlArgument > 0 ? null : await startStaticServer({ dir, port: 0 });
const localBase = server ? `http://127.0.0.1:${server.address().port}` : process.argv[urlArgument + 1];
let allAPlus = true;
try {
  console.log(`Mozilla HTTP Observatory (${OBSERVATORY}) grades for ${relative(root, dir)}/, served ${server ? "with its _headers" : `by ${localBase}`}:`);
  for (const page of pagesToGrade()) {
    const result = await grade(page, localBase);
    if (result.grade !== "A+") allAPlus = false;
    const note = result.failed.length ? `  failing: ${result.failed.join("; ")}` : "";
    console.log(`  ${result.grade.padEnd(3)} ${String(result.score).padStart(4)}  ${result.path}${result.status === 404 ? " (404 page)" : ""}${note}`);
  }
} finally {
  server?.close();
  server?.closeAllConnections();
}
if (!allAPlus) {
  console.error("✖ Not every page scores A+.");
  process.exit(1);
}
console.log("✔ Every page scores A+.");
