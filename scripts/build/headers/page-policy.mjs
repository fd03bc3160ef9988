// Each page's own Content-Security-Policy (docs/decisions.md#d28): the inline code a page of the export carries (its
// inline scripts and styles, hashed; the kinds it must never have, refused), the `<meta>` policy made from those hashes,
// put first in <head>, and a staging build's robots meta beside it. Used by the security headers step
// (scripts/build/write-headers.mjs); the host-wide half is in header-rules.mjs.
// @ts-check
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";
import { STAGING_ROBOTS } from "../../config/staging.mjs";

/**
 * `'sha256-…'` of a text, as CSP hashes it (UTF-8 bytes, base64).
 * @param {string} text
 */
export function hashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The connect-src sources: the site itself, the origin of the e-mail API the build sends to and, in a build that
 * counts visits, the analytics provider's (docs/decisions.md#d91). A plain-http origin (only ever a local stand-in of a
 * preview build: production builds refuse anything but remote https origins) is written as host:port without its
 * scheme, which CSP matches only with the page's own scheme: http on the local preview, https (never http) if such a
 * build were ever served over https.
 * @param {string} emailOrigin
 * @param {string} [analyticsOrigin]
 */
export function connectSources(emailOrigin, analyticsOrigin) {
  return ["'self'", ...new Set([emailOrigin, ...(analyticsOrigin ? [analyticsOrigin] : [])].map(connectSource))];
}

/**
 * One origin as connect-src names it: an https origin as it is, a plain-http one as host:port (see connectSources).
 * @param {string} origin
 */
export function connectSource(origin) {
  const url = new URL(origin);
  return url.protocol === "http:" ? url.host : url.origin;
}

/**
 * One page's own policy, for its <meta> tag: nothing is allowed unless listed, scripts only from the site
 * or with the exact hash of one of this page's inline scripts.
 * @param {{ scriptHashes: string[], styleHashes: string[], styleAttributeHashes: string[], emailOrigin: string, analyticsOrigin?: string }} options
 */
export function documentPolicy({ scriptHashes, styleHashes, styleAttributeHashes, emailOrigin, analyticsOrigin }) {
  // Styles: the stylesheet from the site plus the hashes of the exact inline styles. 'unsafe-hashes' lets
  // those hashes match style="" attributes too (only when the HTML carries one: the pages have none since next/image left, docs/decisions.md#d41); it allows no
  // other attribute, so no 'unsafe-inline' is needed. Scripts set styles through the CSSOM (React,
  // sonner's toasts), which CSP does not govern.
  const styleSources = ["'self'", ...(styleAttributeHashes.length ? ["'unsafe-hashes'"] : []), ...unique([...styleHashes, ...styleAttributeHashes])];
  return [
    "default-src 'none'",
    `script-src 'self' ${unique(scriptHashes).join(" ")}`.trim(),
    `style-src ${styleSources.join(" ")}`,
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${connectSources(emailOrigin, analyticsOrigin).join(" ")}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * @template T
 * @param {T[]} values
 */
function unique(values) {
  return [...new Set(values)];
}

// --- Reading the exported HTML -------------------------------------------------------------------------

/** Script types that run code; any other type is a data block (JSON-LD, for one) and needs no hash. */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** The parser turns CR LF and lone CR into LF before anything is hashed. */
const normalizeNewlines = (/** @type {string} */ text) => text.replace(/\r\n?/g, "\n");

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href"]);

/**
 * Everything in a page that CSP judges as inline code: executable inline scripts, <style> elements (also
 * those inside <noscript>, which apply with JavaScript off), style attributes, and the kinds of inline code
 * this site must never have (event-handler attributes, javascript: URLs).
 * @param {string} html
 */
export function scanHtml(html) {
  /** @type {{ scripts: string[], styles: string[], styleAttributes: string[], handlers: string[], javascriptUrls: string[] }} */
  const found = { scripts: [], styles: [], styleAttributes: [], handlers: [], javascriptUrls: [] };
  let tagName = "";
  /** The inline script or style being read (the parser hands its text over in pieces), and where it goes. */
  /** @type {{ text: string, into: string[] } | null} */
  let reading = null;
  const parser = new Parser({
    onopentagname(name) {
      tagName = name;
    },
    // Every attribute, a repeated one too (the element keeps the first; a check must see them all).
    onattribute(name, value) {
      if (name.startsWith("on")) found.handlers.push(`<${tagName} ${name}>`);
      if (name === "style") found.styleAttributes.push(normalizeNewlines(value));
      if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) found.javascriptUrls.push(`<${tagName} ${name}>`);
    },
    onopentag(name, attributes) {
      if (name === "script" && !("src" in attributes) && EXECUTABLE_TYPES.has((attributes.type ?? "").trim().toLowerCase())) {
        reading = { text: "", into: found.scripts };
      } else if (name === "style") reading = { text: "", into: found.styles };
    },
    // A script's or a style's text comes raw (entities and markup in it are text), as the browser hashes it.
    ontext(text) {
      if (reading) reading.text += text;
    },
    onclosetag() {
      reading?.into.push(normalizeNewlines(reading.text));
      reading = null;
    },
  });
  parser.end(html);
  return found;
}

export const META_PREFIX = '<meta http-equiv="Content-Security-Policy" content="';

/**
 * Puts the page's policy first in <head> (right after the charset declaration), before any script, style or
 * link it governs. Replaces a policy an earlier run put there.
 * @param {string} html
 * @param {string} policy
 */
export function injectPolicy(html, policy) {
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/, "");
  const meta = `${META_PREFIX}${policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"/>`;
  const head = /<head(\s[^>]*)?>/i.exec(withoutOld);
  if (!head) throw new Error("no <head> element");
  let at = head.index + head[0].length;
  const charset = /^\s*<meta charSet="utf-8"\/?>/i.exec(withoutOld.slice(at));
  if (charset) at += charset[0].length;
  const before = withoutOld.slice(head.index, at);
  if (/<(script|style|link)\b/i.test(before)) throw new Error("a script, style or link comes before the place for the policy");
  return withoutOld.slice(0, at) + meta + withoutOld.slice(at);
}

/**
 * Hashes for the <style> elements scripts insert at run time (sonner adds one when the toaster loads). sonner
 * appends the element empty and then fills it, and the browser checks it at both steps, so the empty text's
 * hash is needed too (an empty style element can do nothing).
 * @param {string[]} runtimeStyles
 */
export function runtimeStyleHashes(runtimeStyles) {
  return runtimeStyles.length ? [...runtimeStyles.map(hashSource), hashSource("")] : [];
}

const ROBOTS_META = /<meta name="robots" content="[^"]*"\/?>/g;

/**
 * The page kept out of search engines: its robots meta (Next writes one on the not-found and offline pages) says
 * noindex, or one is added right after the page's policy.
 * @param {string} html
 */
export function noindexPage(html) {
  const meta = `<meta name="robots" content="${STAGING_ROBOTS}"/>`;
  const without = html.replace(ROBOTS_META, "");
  const policy = without.indexOf(META_PREFIX);
  if (policy < 0) throw new Error("no Content-Security-Policy <meta> to put the robots meta after");
  const after = without.indexOf(">", policy) + 1;
  return without.slice(0, after) + meta + without.slice(after);
}
