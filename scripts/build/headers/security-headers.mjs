// Security headers for the static export, made from the HTML the build actually wrote.
//
// Design (README, "Deploying"): a host-wide header policy in `_headers` holds everything that is the same on
// every page (frame-ancestors, base-uri, form-action, object-src, connect-src, img/font sources, HSTS and the
// other headers); each page carries its own `<meta http-equiv="Content-Security-Policy">` with
// `default-src 'none'` and the sha256 hashes of its own inline scripts and styles. `_headers` then stays two
// rules long whatever the number of pages (Cloudflare Pages allows 100 rules, 2,000 characters a line), and
// the 404 page, served at any unknown URL, still brings its own hashes.
//
// Both policies are enforced (the browser intersects them), so the header policy sets no default-src,
// script-src or style-src: those would override nothing and only block the inline code the meta allows.
// @ts-check
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { PREVIEW_MARKER, htmlFiles } from "../../config/export-dir.mjs";
import { SERVICE_WORKER_CACHE_CONTROL, SERVICE_WORKER_PATH, isRevalidatedEveryTime } from "../../config/service-worker.mjs";

/** @typedef {[name: string, value: string][]} HeaderList */
/** @typedef {{ path: string, headers: HeaderList }} HeaderRule One rule as this site writes it. */
/** @typedef {{ pattern: string, headers: HeaderList, detach: string[] }} ParsedRule One rule as read back from a `_headers` file. */

/** What Cloudflare Pages accepts in `_headers` (Netlify's limits are looser). */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 };

export const STATIC_ASSETS_PATH = "/_next/static/*";

/** Headers every response gets. Values are plain strings: they go into `_headers`, nginx and CloudFront alike. */
/** @type {HeaderList} */
export const COMMON_HEADERS = [
  // Two years, the value hstspreload.org asks for; includeSubDomains keeps subdomains on https too (docs/decisions.md#d28).
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // Features the site never uses; every name here is one Chromium recognises (unknown names log errors).
  [
    "Permissions-Policy",
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), " +
      "hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), " +
      "screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()",
  ],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * Next's hashed bundles never change under the same name; nothing else may be cached as immutable.
 * @type {HeaderList}
 */
export const STATIC_ASSET_HEADERS = [["Cache-Control", "public, max-age=31536000, immutable"]];

/**
 * The service worker is asked for again on every navigation, never taken from a cache, so a deploy (or the kill
 * switch) reaches visitors at once (docs/decisions.md#d47).
 * @type {HeaderList}
 */
export const SERVICE_WORKER_HEADERS = [["Cache-Control", SERVICE_WORKER_CACHE_CONTROL]];

/**
 * The blog's feeds (docs/decisions.md#d40) are XML files, which hosts send as `application/xml` or
 * `text/xml` by their extension: feed readers want the RSS type, and with `nosniff` no one guesses it.
 */
export const FEED_FILE_NAME = "rss.xml";
export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

/**
 * `'sha256-…'` of a text, as CSP hashes it (UTF-8 bytes, base64).
 * @param {string} text
 */
export function hashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The connect-src sources: the site itself and the origin of the e-mail API the build sends to. A plain-http
 * origin (only ever the local outbox of a preview build: production builds refuse anything but EmailJS-like
 * remote origins) is written as host:port without its scheme, which CSP matches only with the page's own
 * scheme: http on the local preview, https (never http) if such a build were ever served over https.
 * @param {string} emailOrigin
 */
export function connectSources(emailOrigin) {
  const url = new URL(emailOrigin);
  return ["'self'", url.protocol === "http:" ? url.host : url.origin];
}

/**
 * The host-wide policy, sent as a header on every response. It carries what a <meta> policy cannot
 * (frame-ancestors) and what is the same on every page.
 * @param {{ emailOrigin: string }} options
 */
export function headerPolicy({ emailOrigin }) {
  return [
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `connect-src ${connectSources(emailOrigin).join(" ")}`,
    "img-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "media-src 'none'",
    "frame-src 'none'",
    // The service worker, from the site itself (docs/decisions.md#d47); no other worker.
    "worker-src 'self'",
  ].join("; ");
}

/**
 * One page's own policy, for its <meta> tag: nothing is allowed unless listed, scripts only from the site
 * or with the exact hash of one of this page's inline scripts.
 * @param {{ scriptHashes: string[], styleHashes: string[], styleAttributeHashes: string[], emailOrigin: string }} options
 */
export function documentPolicy({ scriptHashes, styleHashes, styleAttributeHashes, emailOrigin }) {
  // Styles: the stylesheet from the site plus the hashes of the exact inline styles. 'unsafe-hashes' lets
  // those hashes match style="" attributes too (only when the HTML carries one: the pages have none since next/image left, docs/decisions.md#d41); it allows no
  // other attribute, so no 'unsafe-inline' is needed. Scripts set styles through the CSSOM (React, motion,
  // sonner's toasts), which CSP does not govern.
  const styleSources = ["'self'", ...(styleAttributeHashes.length ? ["'unsafe-hashes'"] : []), ...unique([...styleHashes, ...styleAttributeHashes])];
  return [
    "default-src 'none'",
    `script-src 'self' ${unique(scriptHashes).join(" ")}`.trim(),
    `style-src ${styleSources.join(" ")}`,
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${connectSources(emailOrigin).join(" ")}`,
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

/** @type {Record<string, string>} */
const ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

/**
 * Attribute values as the browser sees them (React escapes & " ' < > in attributes).
 * @param {string} value
 */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, entity) => {
    if (entity[0] === "#") {
      const code = entity[1].toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** The parser turns CR LF and lone CR into LF before anything is hashed. */
const normalizeNewlines = (/** @type {string} */ text) => text.replace(/\r\n?/g, "\n");

/**
 * Parses the attributes of a start tag from `start` (just after the tag name). Returns them and the index after `>`.
 * @param {string} html
 * @param {number} start
 */
function readAttributes(html, start) {
  /** @type {[name: string, value: string][]} */
  const attributes = [];
  let index = start;
  while (index < html.length) {
    while (/[\s/]/.test(html[index] ?? "")) index += 1;
    if (html[index] === ">" || index >= html.length) return { attributes, end: index + 1 };
    const nameMatch = /[^\s"'>/=]+/y;
    nameMatch.lastIndex = index;
    const name = nameMatch.exec(html)?.[0];
    if (!name) {
      index += 1;
      continue;
    }
    index += name.length;
    let value = "";
    const valueMatch = /\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/y;
    valueMatch.lastIndex = index;
    const found = valueMatch.exec(html);
    if (found) {
      value = decodeEntities(found[1] ?? found[2] ?? found[3] ?? "");
      index = valueMatch.lastIndex;
    }
    attributes.push([name.toLowerCase(), value]);
  }
  return { attributes, end: html.length };
}

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
  const tag = /<(!--|[a-zA-Z][^\s/>]*)/g;
  let match;
  while ((match = tag.exec(html))) {
    if (match[1] === "!--") {
      const end = html.indexOf("-->", match.index + 4);
      if (end < 0) break;
      tag.lastIndex = end + 3;
      continue;
    }
    const name = /** @type {string} */ (match[1]).toLowerCase();
    const { attributes, end } = readAttributes(html, match.index + match[0].length);
    tag.lastIndex = end;
    for (const [attribute, value] of attributes) {
      if (attribute.startsWith("on")) found.handlers.push(`<${name} ${attribute}>`);
      if (attribute === "style") found.styleAttributes.push(normalizeNewlines(value));
      if (URL_ATTRIBUTES.has(attribute) && /^\s*javascript:/i.test(value)) found.javascriptUrls.push(`<${name} ${attribute}>`);
    }
    // Raw-text elements: their content is text up to the matching end tag, never markup.
    if (["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"].includes(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, end);
      const text = html.slice(end, close < 0 ? html.length : close);
      tag.lastIndex = close < 0 ? html.length : close;
      const attributeMap = new Map(attributes);
      if (name === "script" && !attributeMap.has("src") && EXECUTABLE_TYPES.has((attributeMap.get("type") ?? "").trim().toLowerCase())) {
        found.scripts.push(normalizeNewlines(text));
      }
      if (name === "style") found.styles.push(normalizeNewlines(text));
    }
  }
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

// --- Staging builds ----------------------------------------------------------------------------------------

/** What a staging build (`SITE_STAGING=1`) tells search engines, in every page's robots meta and in `X-Robots-Tag` (docs/decisions.md#d55). */
export const STAGING_ROBOTS = "noindex";

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

// --- `_headers` --------------------------------------------------------------------------------------------

/**
 * The rules of the site's `_headers` file: one for every response, one for Next's immutable assets, one for the
 * service worker, and one per feed giving its type (one per language, so the file stays far below Cloudflare Pages'
 * 100 rules). A staging build's every response also says `X-Robots-Tag: noindex`.
 * @param {{ emailOrigin: string, feeds?: string[], staging?: boolean }} options `feeds`: the feeds' paths (`/blog/rss.xml`)
 * @returns {HeaderRule[]}
 */
export function headerRules({ emailOrigin, feeds = [], staging = false }) {
  /** @type {HeaderList} */
  const robots = staging ? [["X-Robots-Tag", STAGING_ROBOTS]] : [];
  return [
    { path: "/*", headers: [["Content-Security-Policy", headerPolicy({ emailOrigin })], ...COMMON_HEADERS, ...robots] },
    { path: STATIC_ASSETS_PATH, headers: STATIC_ASSET_HEADERS },
    { path: SERVICE_WORKER_PATH, headers: SERVICE_WORKER_HEADERS },
    ...feeds.map((path) => ({ path, headers: /** @type {HeaderList} */ ([["Content-Type", RSS_CONTENT_TYPE]]) })),
  ];
}

/**
 * The path of every feed in an export (every file named rss.xml), sorted.
 * @param {string} dir
 */
export function feedPaths(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === FEED_FILE_NAME)
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .sort();
}

/**
 * True for a rule that only gives one file its type: nginx sets a type with `default_type`, and S3 stores it
 * with the object (README, "Per host"), not in a response headers policy.
 * @param {HeaderRule} rule
 */
function isContentTypeRule(rule) {
  return rule.headers.length > 0 && rule.headers.every(([name]) => name.toLowerCase() === "content-type");
}

/**
 * `_headers` text (Netlify and Cloudflare Pages format).
 * @param {HeaderRule[]} rules
 */
export function formatHeadersFile(rules) {
  const lines = [
    "# Generated by scripts/build/write-headers.mjs after `next build`: do not edit (edit scripts/build/headers/security-headers.mjs).",
    '# Every page also carries its own <meta http-equiv="Content-Security-Policy"> with its script and style hashes.',
  ];
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Reads a `_headers` file the way Netlify and Cloudflare Pages do: a line starting at column 0 is a URL
 * pattern, the indented `Name: value` lines below it are its headers, `! Name` detaches a header that other
 * matching rules set, `#` starts a comment.
 * @param {string} text
 */
export function parseHeadersFile(text) {
  /** @type {ParsedRule[]} */
  const rules = [];
  /** @type {ParsedRule | null} */
  let current = null;
  for (const [index, rawLine] of text.split(/\r?\n/).entries()) {
    if (!rawLine.trim() || rawLine.trim().startsWith("#")) continue;
    if (!/^\s/.test(rawLine)) {
      current = { pattern: rawLine.trim(), headers: [], detach: [] };
      rules.push(current);
      continue;
    }
    if (!current) throw new Error(`_headers line ${index + 1}: a header before any URL pattern`);
    const line = rawLine.trim();
    if (line.startsWith("!")) {
      current.detach.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${line}"`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * A URL pattern as a RegExp: `*` (splat) matches anything, `:name` one path segment.
 * @param {string} pattern
 */
function patternToRegExp(pattern) {
  const path = pattern.replace(/^https?:\/\/[^/]+/, "");
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The headers a request for `pathname` gets: every matching rule applies, in file order; a header set by
 * several rules gets their values joined with ", " (so two CSP rules mean two enforced policies), and a
 * `! Name` in a matching rule removes it.
 * @param {ParsedRule[]} rules
 * @param {string} pathname
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, string>} */
  const result = new Map();
  /** @type {Map<string, string>} */
  const names = new Map();
  const matching = rules.filter((rule) => patternToRegExp(rule.pattern).test(pathname));
  for (const rule of matching) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      names.set(key, names.get(key) ?? name);
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  for (const rule of matching) for (const key of rule.detach) result.delete(key);
  return new Map([...result].map(([key, value]) => [/** @type {string} */ (names.get(key)), value]));
}

/**
 * What Cloudflare Pages would refuse or cut in this `_headers` text.
 * @param {string} text
 */
export function hostLimitProblems(text) {
  const problems = [];
  const rules = parseHeadersFile(text);
  if (rules.length > HOST_LIMITS.rules) problems.push(`${rules.length} rules, over the limit of ${HOST_LIMITS.rules}`);
  for (const rule of rules) {
    for (const [name, value] of rule.headers) {
      const length = `${name}: ${value}`.length;
      if (length > HOST_LIMITS.lineLength) problems.push(`${rule.pattern} ${name}: ${length} characters, over the limit of ${HOST_LIMITS.lineLength}`);
    }
  }
  return problems;
}

// --- Other hosts -------------------------------------------------------------------------------------------

const nginxQuote = (/** @type {string} */ value) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/**
 * The same rules as an nginx include for the `server { }` block. nginx drops the server's add_header lines in
 * any location that has its own, so the static-assets and service-worker locations repeat the common headers.
 * @param {HeaderRule[]} rules
 */
export function nginxConfig(rules) {
  const global = /** @type {HeaderRule} */ (rules.find((rule) => rule.path === "/*"));
  const lines = [
    "# Generated by scripts/build/write-headers.mjs from the same rules as out/_headers. Include it in the server { } block.",
    ...global.headers.map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`),
  ];
  for (const rule of rules) {
    if (rule === global) continue;
    if (isContentTypeRule(rule) && !/[*:]/.test(rule.path)) {
      // A type is not a header nginx adds: it replaces the type its mime.types gives the file. The location
      // has no add_header of its own, so the server's headers still apply.
      const [, type] = /** @type {[string, string]} */ (rule.headers[0]);
      lines.push("", `location = ${rule.path} {`, "    types { }", `    default_type ${nginxQuote(type)};`, "}");
      continue;
    }
    const exact = !/[*:]/.test(rule.path);
    if (!exact && !/^\/[^*:]*\/\*$/.test(rule.path)) throw new Error(`nginxConfig: cannot translate the pattern ${rule.path}`);
    // One file (the service worker) gets an exact location; a folder, a prefix location.
    lines.push("", exact ? `location = ${rule.path} {` : `location ^~ ${rule.path.slice(0, -1)} {`);
    for (const [name, value] of [...global.headers, ...rule.headers]) lines.push(`    add_header ${name} ${nginxQuote(value)} always;`);
    lines.push("}");
  }
  return `${lines.join("\n")}\n`;
}

/**
 * CloudFront response headers policies (`aws cloudfront create-response-headers-policy
 * --response-headers-policy-config file://…`): one for the default behaviour, one for `/_next/static/*`, one for
 * `/sw.js`. A feed's type is not among them: S3 serves the type stored with the object, set when it is uploaded.
 * @param {HeaderRule[]} rules
 */
export function cloudFrontPolicies(rules) {
  const global = /** @type {HeaderRule} */ (rules.find((rule) => rule.path === "/*"));
  const value = (/** @type {string} */ name) => global.headers.find(([header]) => header === name)?.[1];
  const hsts = value("Strict-Transport-Security");
  const security = {
    ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: value("Content-Security-Policy") },
    StrictTransportSecurity: {
      Override: true,
      AccessControlMaxAgeSec: Number(/** @type {RegExpExecArray} */ (/max-age=(\d+)/.exec(/** @type {string} */ (hsts)))[1]),
      IncludeSubdomains: /includeSubDomains/i.test(/** @type {string} */ (hsts)),
      Preload: /preload/i.test(/** @type {string} */ (hsts)),
    },
    ContentTypeOptions: { Override: true },
    FrameOptions: { Override: true, FrameOption: value("X-Frame-Options") },
    ReferrerPolicy: { Override: true, ReferrerPolicy: value("Referrer-Policy") },
  };
  const builtIn = new Set(["Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy"]);
  const custom = (/** @type {HeaderList} */ headers) => ({
    Quantity: headers.length,
    Items: headers.map(([Header, Value]) => ({ Header, Value, Override: true })),
  });
  const policy = (/** @type {string} */ name, /** @type {HeaderList} */ headers) => ({
    Name: name,
    Comment: "Generated by scripts/build/write-headers.mjs",
    SecurityHeadersConfig: security,
    CustomHeadersConfig: custom(headers.filter(([header]) => !builtIn.has(header))),
  });
  return Object.fromEntries(
    rules
      .filter((rule) => !isContentTypeRule(rule))
      .map((rule) => [
        rule === global ? "default" : rule.path,
        policy(
          rule === global ? "site-security-headers" : `site-security-headers-${rule.path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`,
          rule === global ? rule.headers : [...global.headers, ...rule.headers],
        ),
      ]),
  );
}

// --- The export as a whole ---------------------------------------------------------------------------------

/**
 * The text of every JavaScript file the export ships, to check what the bundle really points at.
 * @param {string} dir
 */
function bundleText(dir) {
  const chunks = join(dir, "_next", "static");
  if (!existsSync(chunks)) return "";
  return readdirSync(chunks, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
}

/**
 * Secures an export in place: every HTML page gets its own <meta> policy, and `_headers` is written.
 * `runtimeStyles` are the texts of <style> elements scripts insert at run time (they need a hash too).
 * Throws, naming the file, when a page has inline code CSP cannot allow safely, or when `_headers` would
 * break a host's limits. Returns a summary per page. A staging build's pages and `_headers` also say noindex.
 * @param {{ dir: string, emailOrigin: string, runtimeStyles?: string[], localPreview?: boolean, staging?: boolean }} options
 */
export function secureExport({ dir, emailOrigin, runtimeStyles = [], localPreview = false, staging = false }) {
  if (!existsSync(join(dir, "index.html"))) throw new Error(`${dir} holds no export (no index.html).`);
  if (!localPreview && existsSync(join(dir, PREVIEW_MARKER))) {
    throw new Error(`${dir} holds a local-preview build (${PREVIEW_MARKER}); build it again without EMAILJS_LOCAL_PREVIEW.`);
  }
  const origin = new URL(emailOrigin).origin;
  const bundle = bundleText(dir);
  if (bundle && !bundle.includes(JSON.stringify(origin)) && !bundle.includes(JSON.stringify(emailOrigin))) {
    throw new Error(`No script in ${dir} sends to ${origin}: the export was built with another e-mail origin. Build again with the same environment.`);
  }

  const runtimeHashes = runtimeStyleHashes(runtimeStyles);
  const pages = [];
  for (const file of htmlFiles(dir)) {
    const name = relative(dir, file).split(sep).join("/");
    const html = readFileSync(file, "utf8");
    const found = scanHtml(html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/, ""));
    if (found.handlers.length || found.javascriptUrls.length) {
      throw new Error(
        `${name}: inline event handlers or javascript: URLs (${[...found.handlers, ...found.javascriptUrls].join(", ")}) cannot be allowed without 'unsafe-inline'.`,
      );
    }
    const policy = documentPolicy({
      scriptHashes: found.scripts.map(hashSource),
      styleHashes: [...found.styles.map(hashSource), ...runtimeHashes],
      styleAttributeHashes: found.styleAttributes.map(hashSource),
      emailOrigin,
    });
    try {
      const secured = injectPolicy(html, policy);
      writeFileSync(file, staging ? noindexPage(secured) : secured);
    } catch (error) {
      throw new Error(`${name}: ${/** @type {Error} */ (error).message}`);
    }
    pages.push({
      file: name,
      scripts: found.scripts.length,
      styles: found.styles.length,
      styleAttributes: unique(found.styleAttributes).length,
      policyLength: policy.length,
    });
  }

  const rules = headerRules({ emailOrigin, feeds: feedPaths(dir), staging });
  const headersText = formatHeadersFile(rules);
  const problems = hostLimitProblems(headersText);
  if (problems.length) throw new Error(`_headers breaks Cloudflare Pages' limits: ${problems.join("; ")}`);
  writeFileSync(join(dir, "_headers"), headersText);
  if (localPreview) {
    writeFileSync(
      join(dir, PREVIEW_MARKER),
      `This is a local-preview build: its forms send to ${origin} with stand-in EmailJS identifiers.\nNever deploy it. Deploy out/ from \`npm run build\` with the EmailJS variables set.\n`,
    );
  }
  return { pages, rules, headersText };
}

/**
 * Writes the nginx include and the CloudFront policies for `rules` into `dir` (outside the export).
 * @param {string} dir
 * @param {HeaderRule[]} rules
 */
export function writeOtherHostConfigs(dir, rules) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "nginx-security-headers.conf"), nginxConfig(rules));
  for (const [key, policy] of Object.entries(cloudFrontPolicies(rules))) {
    const file = key === "default" ? "cloudfront-headers-default.json" : `cloudfront-headers-${policy.Name.replace("site-security-headers-", "")}.json`;
    writeFileSync(join(dir, file), `${JSON.stringify(policy, null, 2)}\n`);
  }
}

/**
 * Why the folder `dir` must not be deployed (empty when it may).
 * @param {string} dir
 */
export function deployProblems(dir) {
  const problems = [];
  if (!existsSync(join(dir, "index.html"))) return ["it holds no export (no index.html): run `npm run build` with the EmailJS variables set"];
  if (existsSync(join(dir, PREVIEW_MARKER))) problems.push(`it is a local-preview build (${PREVIEW_MARKER})`);
  const headersFile = join(dir, "_headers");
  if (!existsSync(headersFile)) {
    problems.push("it has no _headers file (was it built with `npm run build`?)");
  } else {
    const rules = parseHeadersFile(readFileSync(headersFile, "utf8"));
    const csp = headersForPath(rules, "/").get("Content-Security-Policy") ?? "";
    if (/127\.0\.0\.1|localhost|\[::1\]/.test(csp)) problems.push("its policy allows a local address");
    const workerCaching = headersForPath(rules, SERVICE_WORKER_PATH).get("Cache-Control");
    if (!isRevalidatedEveryTime(workerCaching)) {
      problems.push(`its _headers lets browsers keep ${SERVICE_WORKER_PATH} (Cache-Control: ${workerCaching ?? "none"}): a deploy would not reach visitors`);
    }
  }
  if (!existsSync(join(dir, SERVICE_WORKER_PATH.slice(1)))) problems.push(`it has no ${SERVICE_WORKER_PATH} (was it built with \`npm run build\`?)`);
  if (/local-preview-key|local_preview_service|local_preview_template|"http:\/\/127\.0\.0\.1/.test(bundleText(dir))) {
    problems.push("its scripts carry local-preview identifiers or a local e-mail origin");
  }
  for (const file of htmlFiles(dir)) {
    if (!readFileSync(file, "utf8").includes(META_PREFIX)) {
      problems.push(`${relative(dir, file)} has no Content-Security-Policy`);
      break;
    }
  }
  return problems;
}
