// Runs after `next build` (see `npm run build`): secures the export the build just wrote. Every page gets its
// own Content-Security-Policy <meta> with the hashes of its inline scripts and styles, and `_headers` gets the
// host-wide headers (scripts/build/headers/). Also writes the same headers for nginx and CloudFront
// into deploy/ (outside the export, so they are never uploaded as pages), and the rules that give an unknown path
// each language's not-found page on Netlify and nginx (scripts/build/not-found-pages.mjs). With SITE_STAGING=1 every page
// and response also says noindex (docs/decisions.md#d55).
//
// Design (docs/security-headers.md): a host-wide header policy in `_headers` holds everything that is the same on
// every page (frame-ancestors, base-uri, form-action, object-src, connect-src, img/font sources, HSTS and the
// other headers); each page carries its own `<meta http-equiv="Content-Security-Policy">` with
// `default-src 'none'` and the sha256 hashes of its own inline scripts and styles. `_headers` then stays two
// rules long whatever the number of pages (Cloudflare Pages allows 100 rules, 2,000 characters a line), and
// the 404 page, served at any unknown URL, still brings its own hashes.
//
// Both policies are enforced (the browser intersects them), so the header policy sets no default-src,
// script-src or style-src: those would override nothing and only block the inline code the meta allows.
// @ts-check
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import { TRACKER_MARKER, resolveAnalyticsEnv } from "../config/analytics-env.mjs";
import { resolveEmailEnv } from "../config/email-env.mjs";
import { PREVIEW_MARKER, bundleText, exportDirFor, htmlFiles } from "../config/export-dir.mjs";
import { isStagingBuild } from "../config/staging.mjs";
import { feedPaths, headerRules } from "./headers/header-rules.mjs";
import { formatHeadersFile, hostLimitProblems } from "./headers/headers-file.mjs";
import { writeOtherHostConfigs } from "./headers/host-configs.mjs";
import { documentPolicy, hashSource, injectPolicy, noindexPage, runtimeStyleHashes, scanHtml } from "./headers/page-policy.mjs";
import { netlifyRedirects, nginxNotFoundConfig, notFoundPages } from "./not-found-pages.mjs";

/**
 * Secures an export in place: every HTML page gets its own <meta> policy, and `_headers` is written.
 * `runtimeStyles` are the texts of <style> elements scripts insert at run time (they need a hash too).
 * Throws, naming the file, when a page has inline code CSP cannot allow safely, or when `_headers` would
 * break a host's limits. Returns a summary per page. A staging build's pages and `_headers` also say noindex.
 * `analyticsEndpoint`, in a build that counts visits, adds the provider's origin to connect-src (docs/decisions.md#d91);
 * an export whose scripts count visits elsewhere, or at all without it, is refused.
 * @param {{ dir: string, emailOrigin: string, analyticsEndpoint?: string, runtimeStyles?: string[], localPreview?: boolean, staging?: boolean }} options
 */
export function secureExport({ dir, emailOrigin, analyticsEndpoint, runtimeStyles = [], localPreview = false, staging = false }) {
  if (!existsSync(join(dir, "index.html"))) throw new Error(`${dir} holds no export (no index.html).`);
  if (!localPreview && existsSync(join(dir, PREVIEW_MARKER))) {
    throw new Error(`${dir} holds a local-preview build (${PREVIEW_MARKER}); build it again without EMAILJS_LOCAL_PREVIEW.`);
  }
  const origin = new URL(emailOrigin).origin;
  const bundle = bundleText(dir);
  if (bundle && !bundle.includes(JSON.stringify(origin)) && !bundle.includes(JSON.stringify(emailOrigin))) {
    throw new Error(`No script in ${dir} sends to ${origin}: the export was built with another e-mail origin. Build again with the same environment.`);
  }
  if (bundle && analyticsEndpoint && !bundle.includes(JSON.stringify(analyticsEndpoint))) {
    throw new Error(
      `No script in ${dir} counts visits at ${analyticsEndpoint}: the export was built with another analytics configuration. Build again with the same environment.`,
    );
  }
  if (bundle && !analyticsEndpoint && bundle.includes(TRACKER_MARKER)) {
    throw new Error(`${dir} carries the analytics tracker, but this environment counts no visits: build again with the same environment.`);
  }
  const analyticsOrigin = analyticsEndpoint && new URL(analyticsEndpoint).origin;

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
      analyticsOrigin,
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
      styleAttributes: new Set(found.styleAttributes).size,
      policyLength: policy.length,
    });
  }

  const rules = headerRules({ emailOrigin, analyticsOrigin, feeds: feedPaths(dir), staging });
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
 * The <style> sonner inserts when the toaster loads: its text is fixed per sonner version, so it is read
 * from sonner itself (with a stand-in document that records what sonner would insert).
 */
async function sonnerRuntimeStyle() {
  /** @type {string | null} */
  let css = null;
  const saved = Object.getOwnPropertyDescriptor(globalThis, "document");
  /** @type {any} */ (globalThis).document = {
    head: { appendChild() {} },
    createElement: () => ({ appendChild: (/** @type {{ text: string }} */ node) => (css = node.text) }),
    createTextNode: (/** @type {string} */ text) => ({ text }),
  };
  try {
    await import("sonner");
  } finally {
    if (saved) Object.defineProperty(globalThis, "document", saved);
    else delete (/** @type {any} */ (globalThis).document);
  }
  if (!css) throw new Error("Could not read the style sonner inserts at run time: has sonner changed how it loads its CSS?");
  return css;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, "..", "..");
  // The same environment `next build` saw (.env.local and friends), so the policy names the build's e-mail origin.
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  try {
    const { mode, NEXT_PUBLIC_EMAILJS_ORIGIN: emailOrigin } = resolveEmailEnv(process.env);
    const dir = join(root, exportDirFor(mode));
    const staging = isStagingBuild(process.env);
    const analytics = resolveAnalyticsEnv(process.env, { localPreview: mode === "local-preview" });
    const { pages, rules, headersText } = secureExport({
      dir,
      emailOrigin,
      analyticsEndpoint: analytics.mode === "on" ? analytics.endpoint : undefined,
      runtimeStyles: [await sonnerRuntimeStyle()],
      localPreview: mode === "local-preview",
      staging,
    });
    // The nginx, CloudFront and Netlify files are only for a build that may be deployed.
    if (mode !== "local-preview") {
      const deploy = join(root, "deploy");
      writeOtherHostConfigs(deploy, rules);
      const languagePages = notFoundPages(dir);
      writeFileSync(join(deploy, "_redirects"), netlifyRedirects(languagePages));
      writeFileSync(join(deploy, "nginx-not-found.conf"), nginxNotFoundConfig(languagePages));
    }
    const longest = Math.max(...headersText.split("\n").map((line) => line.trim().length));
    console.log(
      `Security headers: ${pages.length} pages in ${relative(root, dir)}/ carry their own policy; ${relative(root, dir)}/_headers has ${rules.length} rules, longest line ${longest} characters.`,
    );
    if (mode === "local-preview") console.log(`  Local preview build: ${relative(root, dir)}/ is for this machine only; deploy out/ from a production build.`);
    if (analytics.mode === "on") console.log(`  Analytics: connect-src allows ${new URL(analytics.endpoint).origin} on every page and in _headers.`);
    if (staging) {
      console.log(
        `  Staging build (SITE_STAGING=1): every page is noindex (<meta name="robots" content="noindex"> and X-Robots-Tag: noindex). ` +
          "Deploy it to a staging host only, after `npm run deploy:check -- --allow-placeholders`; `npm run deploy:check` refuses it for production.",
      );
    }
  } catch (error) {
    console.error(`\n✖ Security headers: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
