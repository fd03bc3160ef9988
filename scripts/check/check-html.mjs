// `npm run check:html [-- --dir out]`: checks every page of the export with the W3C's Nu HTML Checker
// (vnu-jar, the validator behind validator.w3.org/nu), in one Java run over all the pages. Fails, listing each
// error and warning with its page, line, column and message, unless there are none. Checks the export
// `npm start` would serve (out-preview/ without EmailJS identifiers), or the folder given with `--dir`.
//
// The checker runs on Java 17 or newer. Without it, this installs Debian's `default-jre-headless` when it runs as
// root with apt, as the e2e suite does for its browser, and otherwise stops and says what to install.
// Notes (the checker's "info" messages, such as the trailing slash React writes on void elements) are advice,
// not conformance: they are not asked for. Errors and warnings all count, except the two kinds of message in
// CHECKER_LIMITS below, each matched on its exact text and only where its reason holds (docs/decisions.md#d54).
// @ts-check
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import { htmlFiles, servedExportDir } from "../config/export-dir.mjs";
import { JAVA_PACKAGE, canInstallDebianPackages, findJava, installDebianPackages } from "./system-browsers.mjs";

export { JAVA_PACKAGE, findJava };

/**
 * One message of the checker's JSON report (`--format json`).
 * @typedef {{ type: string, subType?: string, url?: string, firstLine?: number, lastLine?: number,
 *   firstColumn?: number, lastColumn?: number, message: string, extract?: string }} CheckerMessage
 */

/**
 * A message the site must fix.
 * @typedef {{ page: string, line: number | null, column: number | null, kind: string, message: string, extract: string }} Problem
 */

/**
 * The checker's limits, not the site's: messages about the page's Content-Security-Policy <meta> that a browser
 * would never give. `text` is the checker's exact message (a RegExp where it names a resource); `holds` says
 * whether the reason is true for this very message, in this very page, so nothing else is ever set aside.
 * @type {{ name: string, text: string | RegExp, holds: (match: RegExpExecArray | null, message: CheckerMessage, html: string) => boolean }[]}
 */
export const CHECKER_LIMITS = [
  {
    // The checker reads each page from a file: URL, whose origin no 'self' can match, so it reports every file of
    // the site as blocked by the page's own policy. A browser loads them from the site's origin, where 'self'
    // matches: set aside only for a path on the site itself, under a directive that allows 'self'.
    name: "a file of the site, allowed by 'self' (read from file:, the checker has no origin to match)",
    text: /^Resource violates Content Security Policy \(meta tag\): [a-z ]+ “(\/(?!\/)[^”]*)” blocked by “([a-z-]+)” directive\.$/,
    holds: (match, _message, html) => {
      const policy = metaPolicy(html);
      const sources = policy.get(match?.[2] ?? "") ?? policy.get("default-src");
      return Boolean(sources?.includes("'self'"));
    },
  },
  {
    // The checker holds a JSON-LD block to script-src, but `<script type="application/ld+json">` is a data block:
    // browsers neither run nor block it (docs/decisions.md#d39). Set aside only where the element is one.
    name: "a JSON-LD data block, which browsers do not run (the checker treats it as a script)",
    text: "Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).",
    holds: (_match, message, html) => /^<script\s[^>]*\btype="application\/ld\+json"[^>]*>$/i.test(sourceAt(html, message)),
  },
];

/**
 * The page's Content-Security-Policy <meta>, as directive → sources (empty without one).
 * @param {string} html
 */
export function metaPolicy(html) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1] ?? "";
  const text = content.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
  /** @type {Map<string, string[]>} */
  const policy = new Map();
  for (const directive of text.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/**
 * The text of the page the message points at (its first to last line and column, both 1-based and inclusive).
 * @param {string} html
 * @param {CheckerMessage} message
 */
export function sourceAt(html, message) {
  const { lastLine, lastColumn } = message;
  if (!lastLine || !lastColumn) return "";
  const firstLine = message.firstLine ?? lastLine;
  const firstColumn = message.firstColumn ?? lastColumn;
  const lines = html.split("\n").slice(firstLine - 1, lastLine);
  if (lines.length === 1) return (lines[0] ?? "").slice(firstColumn - 1, lastColumn);
  return [(lines[0] ?? "").slice(firstColumn - 1), ...lines.slice(1, -1), (lines.at(-1) ?? "").slice(0, lastColumn)].join("\n");
}

/**
 * What a message is: "error", "warning", "note", or the checker's own failure to read a page.
 * @param {CheckerMessage} message
 */
export function messageKind(message) {
  if (message.type === "error") return "error";
  if (message.type === "info") return message.subType === "warning" ? "warning" : "note";
  return "checker failure";
}

/**
 * The name of the checker's limit that sets this message aside, or null when the page must fix it.
 * @param {CheckerMessage} message
 * @param {string} html the page the message is about
 */
export function checkerLimit(message, html) {
  for (const limit of CHECKER_LIMITS) {
    const match = typeof limit.text === "string" ? null : limit.text.exec(message.message);
    const sameText = typeof limit.text === "string" ? message.message === limit.text : match !== null;
    if (sameText && limit.holds(match, message, html)) return limit.name;
  }
  return null;
}

/**
 * Sorts the checker's report into the problems to fix (in page order) and the checker's limits set aside (counted
 * by name).
 * @param {{ messages?: CheckerMessage[] }} report the parsed `--format json` output
 * @param {string} dir the export folder the pages were read from (absolute)
 * @param {(file: string) => string} readPage returns a page's HTML from its absolute path
 */
export function sortMessages(report, dir, readPage) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, number>} */
  const setAside = new Map();
  for (const message of report.messages ?? []) {
    const file = message.url?.startsWith("file:") ? fileURLToPath(message.url) : null;
    const limit = file ? checkerLimit(message, readPage(file)) : null;
    if (limit) {
      setAside.set(limit, (setAside.get(limit) ?? 0) + 1);
      continue;
    }
    problems.push({
      page: file ? relative(dir, file) : (message.url ?? "(no page)"),
      line: message.lastLine ?? null,
      column: message.firstColumn ?? message.lastColumn ?? null,
      kind: messageKind(message),
      message: message.message,
      extract: (message.extract ?? "").replace(/\s+/g, " ").trim(),
    });
  }
  problems.sort((a, b) => a.page.localeCompare(b.page) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return { problems, setAside };
}

/**
 * One problem as the terminal shows it: where, what, and the markup around it.
 * @param {Problem} problem
 * @param {string} folder the export folder as the reader should see it (e.g. "out-preview")
 */
export function formatProblem(problem, folder) {
  const where = [`${folder}/${problem.page}`, problem.line && `line ${problem.line}`, problem.column && `column ${problem.column}`].filter(Boolean).join(", ");
  return `  ${where}: ${problem.kind}: ${problem.message}${problem.extract ? `\n      …${problem.extract}…` : ""}`;
}

/** Finds Java, installing Debian's runtime when running as root with apt; otherwise says what to install and exits. */
function ensureJava() {
  const found = findJava(process.env);
  if (found) return found;
  if (canInstallDebianPackages()) {
    console.log(`No Java found for the HTML check: installing Debian's ${JAVA_PACKAGE} package...`);
    installDebianPackages([JAVA_PACKAGE]);
    const installed = findJava(process.env);
    if (installed) return installed;
  }
  console.error(
    [
      "No Java found: the HTML check (the W3C's Nu HTML Checker) runs on Java 17 or newer. Install one:",
      `  - Debian/Ubuntu:  sudo apt-get install ${JAVA_PACKAGE}`,
      "  - elsewhere:      any Java 17+ runtime (e.g. Eclipse Temurin)",
      "or point JAVA_HOME at an existing one.",
    ].join("\n"),
  );
  process.exit(1);
}

// The checker's Java options, for one short run: the client compiler alone (-XX:TieredStopAtLevel=1) halves the CPU
// time of a run over the whole export (7.3 s to 3.7 s, 39 pages); its larger frames overflow the default thread
// stack while the checker evaluates its schema, hence -Xss4m.
const JAVA_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, "..", "..");
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const dirArgument = process.argv.indexOf("--dir");
  const dir = resolve(root, dirArgument > 0 ? (process.argv[dirArgument + 1] ?? "") : servedExportDir(process.env));
  const folder = relative(root, dir).startsWith("..") ? dir : relative(root, dir);
  const pages = existsSync(dir) ? htmlFiles(dir) : [];
  if (!pages.length) {
    console.error(`${folder}/ has no pages: run \`npm run build\` first.`);
    process.exit(1);
  }

  const java = ensureJava();
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const started = Date.now();
  const run = spawnSync(java, [...JAVA_OPTIONS, "-jar", jar, "--format", "json", "--stdout", "--skip-info-messages", ...pages], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  /** @type {{ version?: string, messages?: CheckerMessage[] }} */
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    console.error(`The Nu HTML Checker gave no report (exit ${run.status ?? run.signal}):\n${run.stderr || run.error?.message || ""}`.trim());
    if (/UnsupportedClassVersionError/.test(run.stderr ?? "")) console.error(`It needs Java 17 or newer; ${java} is older.`);
    process.exit(1);
  }

  /** @type {Map<string, string>} */
  const read = new Map();
  const readPage = (/** @type {string} */ file) => read.get(file) ?? read.set(file, readFileSync(file, "utf8")).get(file) ?? "";
  const { problems, setAside } = sortMessages(report, dir, readPage);
  const checker = `Nu HTML Checker ${report.version?.split(" ")[0] ?? "?"}`;
  const count = (/** @type {string} */ kind) => problems.filter((problem) => problem.kind === kind).length;
  console.log(`${checker} over the ${pages.length} pages of ${folder}/ in ${seconds} s: ${count("error")} errors, ${count("warning")} warnings.`);
  for (const [name, times] of setAside) console.log(`  set aside ${times} ×: ${name}`);
  if (problems.length) {
    console.error(`\n✖ ${problems.length} messages to fix:`);
    for (const problem of problems) console.error(formatProblem(problem, folder));
    process.exit(1);
  }
  console.log("✔ Every page is valid HTML.");
}
