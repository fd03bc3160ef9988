// Runs after `next build` (see `npm run build`): secures the export the build just wrote. Every page gets its
// own Content-Security-Policy <meta> with the hashes of its inline scripts and styles, and `_headers` gets the
// host-wide headers (see scripts/build/headers/security-headers.mjs). Also writes the same headers for nginx and CloudFront
// into deploy/ (outside the export, so they are never uploaded as pages), and the rules that give an unknown path
// each language's not-found page on Netlify and nginx (scripts/build/not-found-pages.mjs). With SITE_STAGING=1 every page
// and response also says noindex (docs/decisions.md#d55).
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import nextEnv from "@next/env";
import { resolveEmailEnv } from "../config/email-env.mjs";
import { exportDirFor } from "../config/export-dir.mjs";
import { isStagingBuild } from "../check/launch-check.mjs";
import { netlifyRedirects, nginxNotFoundConfig, notFoundPages } from "./not-found-pages.mjs";
import { secureExport, writeOtherHostConfigs } from "./headers/security-headers.mjs";

const root = join(import.meta.dirname, "..", "..");
// The same environment `next build` saw (.env.local and friends), so the policy names the build's e-mail origin.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

/**
 * The <style> sonner inserts when the toaster loads: its text is fixed per sonner version, so it is read
 * from sonner itself (with a stand-in document that records what sonner would insert).
 */
async function sonnerRuntimeStyle() {
  let css = null;
  const saved = Object.getOwnPropertyDescriptor(globalThis, "document");
  globalThis.document = {
    head: { appendChild() {} },
    createElement: () => ({ appendChild: (node) => (css = node.text) }),
    createTextNode: (text) => ({ text }),
  };
  try {
    await import("sonner");
  } finally {
    if (saved) Object.defineProperty(globalThis, "document", saved);
    else delete globalThis.document;
  }
  if (!css) throw new Error("Could not read the style sonner inserts at run time: has sonner changed how it loads its CSS?");
  return css;
}

try {
  const { mode, NEXT_PUBLIC_EMAILJS_ORIGIN: emailOrigin } = resolveEmailEnv(process.env);
  const dir = join(root, exportDirFor(mode));
  const staging = isStagingBuild(process.env);
  const { pages, rules, headersText } = secureExport({
    dir,
    emailOrigin,
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
  if (staging) {
    console.log(
      `  Staging build (SITE_STAGING=1): every page is noindex (<meta name="robots" content="noindex"> and X-Robots-Tag: noindex). ` +
        "Deploy it to a staging host only, after `npm run deploy:check -- --allow-placeholders`; `npm run deploy:check` refuses it for production.",
    );
  }
} catch (error) {
  console.error(`\n✖ Security headers: ${error.message}`);
  process.exit(1);
}
