// What keeps an export from production (docs/decisions.md#d55): the placeholders its pages, feeds and share images
// still show. Read from the export itself, with the values to look for taken from the `// PLACEHOLDER:` markers of
// content/ at check time (scripts/editorial/placeholder-markers.mjs), so a value marked tomorrow is caught with no change here.
// Besides the marked values, four kinds of placeholder are refused wherever they come from: an address at a reserved
// domain, a phone number in the fictional 555-01xx range, and the "draft for legal review" banner. A staging build
// (SITE_STAGING=1: every page noindex) may keep them, on purpose, with `npm run deploy:check -- --allow-placeholders`.
// @ts-check
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { Parser } from "htmlparser2";
import { DRAFT_NOTICE_ID } from "@/lib/build-contract";
import { textOf } from "@/lib/png-text";
import { htmlFiles } from "../config/export-dir.mjs";
import { contentPlaceholders, contentStrings } from "../editorial/placeholder-markers.mjs";
import { headersForPath, parseHeadersFile } from "../build/headers/headers-file.mjs";
import { STAGING_ROBOTS } from "../config/staging.mjs";
import { deployProblems } from "./deploy-problems.mjs";

/** @typedef {import("../editorial/placeholder-markers.mjs").Placeholder} Placeholder */
/** @typedef {import("../editorial/placeholder-markers.mjs").ContentString} ContentString */
/** @typedef {"marked" | "reserved-address" | "fictional-phone" | "draft-notice"} FindingKind */
/**
 * A placeholder found in the export: where, what, and the content to change.
 * @typedef {object} Finding
 * @property {FindingKind} kind
 * @property {string} file the page, feed or image, relative to the export (`fr/contact.html`, `og/en/home.png`)
 * @property {string} value what it shows
 * @property {string} [needed] for a marked value, what the business must supply
 * @property {{ file: string, line: number, path: string }[]} sources the content strings that hold it (none when no string of content/ does)
 */

/**
 * What a visitor or a crawler reads in a page or a feed: its text, every attribute value but an input's
 * `placeholder` (an example of what to type, such as you@example.com) and the strings of its JSON-LD; not its scripts
 * or styles. Also the text of the draft notice, and the robots meta tags.
 * @param {string} markup
 * @param {{ xml?: boolean }} [options]
 */
export function readMarkup(markup, { xml = false } = {}) {
  /** @type {string[]} */
  const texts = [];
  /** @type {string[]} */
  const draftNotice = [];
  /** @type {string[]} */
  const robots = [];
  /** @type {string[]} */
  const telLinks = [];
  let text = "";
  let skipped = "";
  let jsonLd = false;
  let draftDepth = 0;
  const flush = () => {
    if (!text.trim()) return (text = "");
    if (jsonLd) texts.push(...jsonStrings(text));
    else texts.push(text);
    if (draftDepth > 0) draftNotice.push(text.trim());
    text = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        if (draftDepth > 0) draftDepth += 1;
        else if (attributes.id === DRAFT_NOTICE_ID) draftDepth = 1;
        if (name === "script" || name === "style") {
          if (name === "script" && attributes.type === "application/ld+json") jsonLd = true;
          else skipped = name;
        }
        if (name === "meta" && attributes.name?.toLowerCase() === "robots") robots.push(attributes.content ?? "");
        if (attributes.href?.startsWith("tel:")) telLinks.push(attributes.href);
        for (const [attribute, value] of Object.entries(attributes)) if (attribute !== "placeholder" && value.trim()) texts.push(value);
      },
      ontext(data) {
        if (!skipped) text += data;
      },
      onclosetag(name) {
        if (skipped === name) skipped = "";
        flush();
        if (name === "script") jsonLd = false;
        if (draftDepth > 0) draftDepth -= 1;
      },
    },
    { xmlMode: xml, decodeEntities: true },
  );
  parser.write(markup);
  parser.end();
  flush();
  return { texts, draftNotice, robots, telLinks };
}

/** Every string in a JSON text (a JSON-LD block), or the text itself when it is not JSON. @param {string} json */
function jsonStrings(json) {
  /** @type {string[]} */
  const found = [];
  /** @param {unknown} value */
  const walk = (value) => {
    if (typeof value === "string") found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(json));
  } catch {
    found.push(json);
  }
  return found;
}

/** Host names reserved for examples and tests (RFC 2606, RFC 6761), never a real address. @param {string} host */
export function isReservedHost(host) {
  return /(?:^|\.)(?:example|invalid|test)$|(?:^|\.)example\.(?:com|org|net)$/i.test(host.replace(/\.$/, ""));
}

/** An http(s) URL's origin, or an e-mail address (a mailto: link's too); the host is the first group. */
const ADDRESS = /\bhttps?:\/\/((?:[a-z0-9-]+\.)+[a-z0-9-]+)(?::\d+)?|(?<![\w.%+-])[\w.%+-]+@((?:[a-z0-9-]+\.)+[a-z0-9-]+)/gi;
/** North American numbers 555-0100 to 555-0199, reserved for fiction, as a page writes them: a separator after 555. */
const FICTIONAL_PHONE = /(?<![\d])(?:\+?1[\s.\u00a0-]?)?(?:\(\d{3}\)[\s.\u00a0-]?|\d{3}[\s.\u00a0-])?555[\s.\u00a0-]01\d{2}(?!\d)/g;
/** The same in a tel: link, digits only. */
const FICTIONAL_TEL = /^(?:\+?1)?\d{3}55501\d{2}$/;

/**
 * Addresses at reserved domains in a text: e-mail addresses (mailto: links' too), and the origins of http(s) URLs.
 * @param {string} text
 */
export function reservedAddresses(text) {
  return [...text.matchAll(ADDRESS)].filter((match) => isReservedHost(match[1] ?? match[2] ?? "")).map((match) => match[0]);
}

/** Phone numbers in the fictional range, as written in a text. @param {string} text */
export function fictionalPhones(text) {
  return [...text.matchAll(FICTIONAL_PHONE)].map((match) => match[0].trim());
}

/**
 * The files of an export the check reads: pages, feeds and sitemaps, share images.
 * @param {string} dir
 */
function exportFiles(dir) {
  const relativeName = (/** @type {string} */ file) => relative(dir, file).split(sep).join("/");
  const all = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const inNext = (/** @type {string} */ file) => relativeName(file).startsWith("_next/");
  return {
    pages: htmlFiles(dir).map((file) => ({ file, name: relativeName(file) })),
    feeds: all.filter((file) => file.endsWith(".xml") && !inNext(file)).map((file) => ({ file, name: relativeName(file) })),
    images: all.filter((file) => file.endsWith(".png") && relativeName(file).startsWith("og/")).map((file) => ({ file, name: relativeName(file) })),
  };
}

/**
 * The content strings that hold `value`, for the message: exact first, then any that contains it.
 * @param {ContentString[]} strings
 * @param {string} value
 */
function sourcesOf(strings, value) {
  const exact = strings.filter((string) => string.value === value);
  const found = exact.length ? exact : strings.filter((string) => string.value.includes(value));
  return found.map(({ file, line, path }) => ({ file, line, path }));
}

/** The content strings that hold the number of a tel: link, however they write it. @param {ContentString[]} strings @param {string} tel */
function sourcesOfTel(strings, tel) {
  const digits = tel.replace(/\D/g, "");
  return strings.filter((string) => string.value.replace(/\D/g, "") === digits).map(({ file, line, path }) => ({ file, line, path }));
}

/**
 * Every placeholder the export in `dir` shows, by file. `placeholders` and `strings` come from content/ at check time
 * (contentPlaceholders, contentStrings). A reserved address or a fictional number that a marked value already
 * accounts for is reported once, as the marked value.
 * @param {string} dir
 * @param {{ placeholders: Placeholder[], strings: ContentString[] }} content
 */
export function placeholderFindings(dir, { placeholders, strings }) {
  const { pages, feeds, images } = exportFiles(dir);
  const documents = [
    ...pages.map(({ file, name }) => ({ name, ...readMarkup(readFileSync(file, "utf8")) })),
    ...feeds.map(({ file, name }) => ({ name, ...readMarkup(readFileSync(file, "utf8"), { xml: true }) })),
    ...images.map(({ file, name }) => ({ name, texts: textOf(readFileSync(file)), draftNotice: [], robots: [], telLinks: [] })),
  ];
  const marked = placeholders.filter((placeholder) => placeholder.value !== undefined);
  const markedKeys = new Set(marked.map((placeholder) => `${placeholder.file} ${placeholder.path}`));
  /** @type {Finding[]} */
  const findings = [];
  for (const { name, texts, draftNotice, telLinks } of documents) {
    const shown = (/** @type {string} */ value) => texts.some((text) => text.includes(value));
    for (const placeholder of marked) {
      const value = /** @type {string} */ (placeholder.value);
      if (!shown(value)) continue;
      findings.push({
        kind: "marked",
        file: name,
        value,
        needed: placeholder.needed,
        sources: [{ file: placeholder.file, line: placeholder.line, path: placeholder.path ?? "" }],
      });
    }
    /** @type {Finding[]} */
    const generic = [];
    const add = (/** @type {FindingKind} */ kind, /** @type {string} */ value, /** @type {Finding["sources"]} */ sources) => {
      if (sources.some((source) => markedKeys.has(`${source.file} ${source.path}`))) return;
      if (!generic.some((finding) => finding.kind === kind && finding.value === value)) generic.push({ kind, file: name, value, sources });
    };
    for (const text of texts) {
      for (const address of reservedAddresses(text)) add("reserved-address", address, sourcesOf(strings, address));
      for (const phone of fictionalPhones(text)) add("fictional-phone", phone, sourcesOf(strings, phone));
    }
    // A tel: link whose number the page also writes out is the same finding.
    const lastDigits = (/** @type {string} */ value) => value.replace(/\D/g, "").slice(-10);
    const written = new Set(generic.filter((finding) => finding.kind === "fictional-phone").map((finding) => lastDigits(finding.value)));
    for (const tel of telLinks) {
      if (FICTIONAL_TEL.test(tel.slice(4).replace(/[^\d+]/g, "")) && !written.has(lastDigits(tel))) add("fictional-phone", tel, sourcesOfTel(strings, tel));
    }
    if (draftNotice.length > 0) {
      const title = /** @type {string} */ (draftNotice[0]);
      add("draft-notice", title, sourcesOf(strings, title));
    }
    findings.push(...generic);
  }
  return { findings, checked: { pages: pages.length, feeds: feeds.length, images: images.length } };
}

const KIND_LABELS = /** @type {const} */ ({
  marked: "a value still marked PLACEHOLDER",
  "reserved-address": "an address at a reserved example or test domain",
  "fictional-phone": "a phone number in the fictional 555-01xx range",
  "draft-notice": "the draft-for-legal-review banner: delete `draftNotice` once counsel has reviewed the legal pages",
});

/**
 * The findings as lines for the terminal: one entry per value and source, with the pages that show it (the first
 * few, then how many more).
 * @param {Finding[]} findings
 * @param {number} [pagesShown]
 */
export function formatFindings(findings, pagesShown = 4) {
  /** @type {Map<string, { finding: Finding, files: string[] }>} */
  const groups = new Map();
  for (const finding of findings) {
    const key = JSON.stringify([finding.kind, finding.value, finding.sources]);
    const group = groups.get(key) ?? { finding, files: [] };
    group.files.push(finding.file);
    groups.set(key, group);
  }
  return [...groups.values()].flatMap(({ finding, files }) => {
    const where = finding.sources.length
      ? finding.sources.map((source) => `${source.file}:${source.line} ${source.path}`).join(", ")
      : "no string of content/ holds it (look at the build's environment)";
    const what = finding.kind === "marked" ? `${KIND_LABELS.marked} (needs: ${finding.needed})` : KIND_LABELS[finding.kind];
    const more = files.length > pagesShown ? ` (+${files.length - pagesShown} more)` : "";
    return [`${JSON.stringify(finding.value)}: ${what}`, `    change: ${where}`, `    shown in: ${files.slice(0, pagesShown).join(", ")}${more}`];
  });
}

/**
 * Whether every page of the export is kept out of search engines, as a staging build is: each page's robots meta
 * says noindex and `_headers` sends `X-Robots-Tag: noindex` on every path. `indexed` names the pages that are not.
 * @param {string} dir
 */
export function noindexState(dir) {
  const pages = htmlFiles(dir);
  const indexed = pages
    .filter((file) => !readMarkup(readFileSync(file, "utf8")).robots.some((content) => /\bnoindex\b/i.test(content)))
    .map((file) => relative(dir, file).split(sep).join("/"));
  const headersFile = join(dir, "_headers");
  const header = existsSync(headersFile) ? (headersForPath(parseHeadersFile(readFileSync(headersFile, "utf8")), "/").get("X-Robots-Tag") ?? "") : "";
  return { pages: pages.length, indexed, header: header.includes(STAGING_ROBOTS) };
}

/** The proof modules (docs/decisions.md#d88): content/proof.ts and each language's content/<code>/proof.ts. */
const PROOF_MODULE = /^content\/(?:[a-z]{2,3}\/)?proof\.ts$/;

/**
 * Why the proof in content/ must not ship: an entry or a value of content/proof.ts or a language's proof.ts still
 * marked `// PLACEHOLDER:` (a permission not yet given, a figure's source to confirm). Proof is shown only when it is
 * real, so it is refused whether or not a page shows the marked value (docs/decisions.md#d89). Empty when there is none.
 * @param {Placeholder[]} placeholders
 * @returns {string[]}
 */
export function unrealProof(placeholders) {
  const marked = placeholders.filter((placeholder) => PROOF_MODULE.test(placeholder.file));
  if (marked.length === 0) return [];
  const entries = marked.map(
    (placeholder) => `${placeholder.file}:${placeholder.line}${placeholder.path ? ` ${placeholder.path}` : ""} (needs: ${placeholder.needed})`,
  );
  return [`it holds proof still marked PLACEHOLDER, which only real, permitted proof may replace: ${entries.join("; ")}`];
}

/**
 * Everything `npm run deploy:check` decides about the export in `dir`, with the placeholders of the repository at
 * `root`: why it must not be deployed (`problems`, empty when it may), the placeholders it shows, what was read, and
 * whether it is a staging build. Placeholders are a problem unless `allowPlaceholders` and the build is a staging
 * one; a staging build is one without `allowPlaceholders`, so a noindex build never reaches production. `analytics`:
 * what the deploy's environment configures (deploy-problems.mjs).
 * @param {{ dir: string, root: string, allowPlaceholders?: boolean, analytics?: import("./deploy-problems.mjs").AnalyticsEnv }} options
 */
export function launchCheck({ dir, root, allowPlaceholders = false, analytics }) {
  const problems = deployProblems(dir, { analytics });
  if (!existsSync(join(dir, "index.html"))) return { problems, findings: [], checked: { pages: 0, feeds: 0, images: 0 }, staging: false };
  const noindex = noindexState(dir);
  const staging = noindex.header && noindex.indexed.length === 0;
  if (allowPlaceholders && !staging) {
    const indexed = noindex.indexed.length === noindex.pages ? "its pages are indexed" : `${noindex.indexed.length} of its ${noindex.pages} pages are indexed`;
    const header = noindex.header ? "" : ", and its _headers sends no X-Robots-Tag: noindex";
    problems.push(`--allow-placeholders accepts placeholders only in a staging build, and ${indexed}${header}: build it with SITE_STAGING=1`);
  } else if (!allowPlaceholders && noindex.header) {
    problems.push(
      "it is a staging build (noindex: search engines would drop every page): build production without SITE_STAGING, or check a staging deploy with `-- --allow-placeholders`",
    );
  }
  const placeholders = contentPlaceholders(root);
  const { findings, checked } = placeholderFindings(dir, { placeholders, strings: contentStrings(root) });
  if (findings.length > 0 && !allowPlaceholders) {
    problems.push(`it shows ${new Set(findings.map((finding) => finding.value)).size} placeholder value(s): replace each where it says, then build again`);
  }
  if (!allowPlaceholders) problems.push(...unrealProof(placeholders));
  return { problems, findings, checked, staging };
}
