// Decides, at build time, where the forms send e-mail: EmailJS itself, or the local-preview inbox.
// Shared by next.config.ts, scripts/serve/serve.mjs and scripts/check/check-all.mjs so they can never disagree.
// @ts-check

/** @typedef {Record<string, string | undefined>} Env the process environment, or a test's stand-in for it */
/**
 * What the build bakes into the bundle for the e-mail client.
 * @typedef {object} EmailEnv
 * @property {"local-preview" | "emailjs"} mode
 * @property {string} NEXT_PUBLIC_EMAILJS_PUBLIC_KEY
 * @property {string} NEXT_PUBLIC_EMAILJS_SERVICE_ID
 * @property {string} NEXT_PUBLIC_EMAILJS_TEMPLATE_ID
 * @property {string} NEXT_PUBLIC_EMAILJS_ORIGIN
 */

/** The three EmailJS identifiers a production build needs (docs/decisions.md#d10). */
export const REQUIRED_EMAILJS_VARS = /** @type {const} */ ([
  "NEXT_PUBLIC_EMAILJS_PUBLIC_KEY",
  "NEXT_PUBLIC_EMAILJS_SERVICE_ID",
  "NEXT_PUBLIC_EMAILJS_TEMPLATE_ID",
]);

export const EMAILJS_ORIGIN = "https://api.emailjs.com";
export const DEFAULT_INBOX_PORT = 8787;

/** Stand-in identifiers for local preview: the local inbox accepts any non-empty value. */
const PREVIEW_IDS = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "local-preview-key",
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: "local_preview_service",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: "local_preview_template",
};

/**
 * True when the env asks for local preview explicitly (`EMAILJS_LOCAL_PREVIEW=1`).
 * @param {Env} env
 */
export function wantsLocalPreview(env) {
  return ["1", "true", "yes"].includes(
    String(env.EMAILJS_LOCAL_PREVIEW ?? "")
      .trim()
      .toLowerCase(),
  );
}

/**
 * Names of the required identifiers that are unset or blank.
 * @param {Env} env
 * @returns {string[]}
 */
export function missingEmailVars(env) {
  return REQUIRED_EMAILJS_VARS.filter((name) => !String(env[name] ?? "").trim());
}

/**
 * Port of the local inbox: `INBOX_PORT`, else `OUTBOX_PORT` (its name until the local inbox was renamed, still read so
 * that older commands and settings keep working; docs/decisions.md#d63), else 8787.
 * @param {Env} env
 */
export function inboxPort(env) {
  const name = env.INBOX_PORT !== undefined ? "INBOX_PORT" : env.OUTBOX_PORT !== undefined ? "OUTBOX_PORT" : undefined;
  const port = Number(name ? env[name] : DEFAULT_INBOX_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a TCP port number, got "${name && env[name]}".`);
  return port;
}

/** @param {string} value */
export function isHttpsUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** @param {string} origin */
export function isLocalOrigin(origin) {
  try {
    const { hostname } = new URL(origin);
    return ["localhost", "127.0.0.1", "[::1]", "0.0.0.0"].includes(hostname) || hostname.endsWith(".localhost");
  } catch {
    return false;
  }
}

/**
 * The values baked into the bundle for the e-mail client.
 * - Local preview (asked for, or `next dev` without identifiers): stand-in identifiers unless real ones are set, origin = the local inbox.
 * - Production build: all three identifiers must be set, and the origin must not be a local address.
 * Throws an Error whose message names what is wrong.
 * @param {Env} env
 * @param {{ dev?: boolean }} [options]
 * @returns {EmailEnv}
 */
export function resolveEmailEnv(env, { dev = false } = {}) {
  const localPreview = wantsLocalPreview(env) || (dev && missingEmailVars(env).length > 0);

  if (localPreview) {
    const ids = Object.fromEntries(REQUIRED_EMAILJS_VARS.map((name) => [name, String(env[name] ?? "").trim() || PREVIEW_IDS[name]]));
    return /** @type {EmailEnv} */ ({ ...ids, NEXT_PUBLIC_EMAILJS_ORIGIN: `http://127.0.0.1:${inboxPort(env)}`, mode: "local-preview" });
  }

  const missing = missingEmailVars(env);
  if (missing.length > 0) {
    throw new Error(
      [
        `Missing EmailJS configuration: ${missing.join(", ")}.`,
        "Set them (see .env.example) for a production build, or build for local preview with EMAILJS_LOCAL_PREVIEW=1,",
        "which sends every form to the local inbox (scripts/serve/local-inbox.mjs) instead of EmailJS.",
      ].join("\n"),
    );
  }

  const origin = String(env.NEXT_PUBLIC_EMAILJS_ORIGIN ?? "").trim() || EMAILJS_ORIGIN;
  if (isLocalOrigin(origin)) {
    throw new Error(
      `NEXT_PUBLIC_EMAILJS_ORIGIN points at a local address (${origin}). A production build never sends to this machine: unset it, or build with EMAILJS_LOCAL_PREVIEW=1.`,
    );
  }
  if (!isHttpsUrl(origin)) {
    throw new Error(
      `NEXT_PUBLIC_EMAILJS_ORIGIN must be an https:// origin in a production build, got "${origin}": visitors' messages never travel unencrypted. Unset it to use ${EMAILJS_ORIGIN}.`,
    );
  }

  const ids = Object.fromEntries(REQUIRED_EMAILJS_VARS.map((name) => [name, String(env[name]).trim()]));
  return /** @type {EmailEnv} */ ({ ...ids, NEXT_PUBLIC_EMAILJS_ORIGIN: origin.replace(/\/+$/, ""), mode: "emailjs" });
}

/**
 * Host names that are never a real public site: reserved example and test names (RFC 2606, RFC 6761) and this machine.
 * @param {string} hostname
 */
function isPlaceholderHost(hostname) {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (["example.com", "example.org", "example.net"].some((name) => host === name || host.endsWith(`.${name}`))) return true;
  if ([".example", ".test", ".invalid", ".localhost", ".local"].some((suffix) => host.endsWith(suffix))) return true;
  return isLocalOrigin(`http://${host}`) || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[");
}

/**
 * Checks NEXT_PUBLIC_SITE_URL for a production build: canonical URLs, Open Graph and the sitemap are
 * built from it, so it must be the real https:// origin, not a placeholder. Local preview and `next dev`
 * skip the check (content/site.ts then falls back to a placeholder). Throws an Error naming the problem.
 * @param {Env} env
 * @param {{ dev?: boolean }} [options]
 */
export function checkSiteUrl(env, { dev = false } = {}) {
  if (dev || wantsLocalPreview(env)) return;
  const value = String(env.NEXT_PUBLIC_SITE_URL ?? "").trim();
  const fix = "Set it to the site's public https:// origin (see .env.example), or build with EMAILJS_LOCAL_PREVIEW=1 for a local preview.";
  if (!value) throw new Error(`NEXT_PUBLIC_SITE_URL is not set. ${fix}`);
  if (!isHttpsUrl(value)) throw new Error(`NEXT_PUBLIC_SITE_URL must be an https:// URL, got "${value}". ${fix}`);
  const url = new URL(value);
  if (isPlaceholderHost(url.hostname)) throw new Error(`NEXT_PUBLIC_SITE_URL is a placeholder or local address ("${value}"). ${fix}`);
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    throw new Error(`NEXT_PUBLIC_SITE_URL must be an origin only (like https://www.talanta.ai), got "${value}".`);
  }
}
