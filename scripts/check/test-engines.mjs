// `npm run test:engines`: the cross-engine subset (e2e/engines/) in Firefox ESR and WebKitGTK (docs/decisions.md#d37).
// Installs Debian's firefox-esr, webkit2gtk-driver and xvfb when they are missing and it runs as root with apt
// (otherwise it says what to install), builds the local-preview export if there is none for this INBOX_PORT, then
// runs playwright.engines.config.ts. Extra arguments go to Playwright (`npm run test:engines -- --project webkit`).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { previewAnalyticsEnv } from "../config/analytics-env.mjs";
import { inboxPort } from "../config/email-env.mjs";
import { PREVIEW_DIR } from "../config/export-dir.mjs";
import { ENGINE_PACKAGES, canInstallDebianPackages, installDebianPackages, missingEngineBinaries } from "./system-browsers.mjs";

const root = join(import.meta.dirname, "..", "..");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", EMAILJS_LOCAL_PREVIEW: "1" };
env.INBOX_PORT = String(inboxPort(env));
// The test build counts visits into the local inbox, as `npm test`'s does (scripts/check/check-all.mjs).
Object.assign(env, previewAnalyticsEnv(inboxPort(env)));

let missing = missingEngineBinaries();
if (missing.length > 0 && canInstallDebianPackages()) {
  console.log(`Missing ${missing.join(", ")}: installing Debian's ${ENGINE_PACKAGES.join(" ")} packages...`);
  installDebianPackages(ENGINE_PACKAGES);
  missing = missingEngineBinaries();
}
if (missing.length > 0) {
  console.error(
    [
      `The cross-engine tests need ${missing.join(", ")}. On Debian or Ubuntu:`,
      `  sudo apt-get install ${ENGINE_PACKAGES.join(" ")}`,
      "or point FIREFOX_PATH, WEBKIT_DRIVER_PATH or MINIBROWSER_PATH at the binaries.",
    ].join("\n"),
  );
  process.exit(1);
}

// A preview build sends to the inbox port it was built with, and counts visits there, which its headers name (connect-src).
const headers = join(root, PREVIEW_DIR, "_headers");
const headersText = existsSync(headers) ? readFileSync(headers, "utf8") : "";
const builtForThisInbox = headersText.includes(`127.0.0.1:${env.INBOX_PORT}`) && headersText.includes(`localhost:${env.INBOX_PORT}`);
if (!builtForThisInbox) {
  console.log(`\n▶ No local-preview build for inbox port ${env.INBOX_PORT} in ${PREVIEW_DIR}/: building it`);
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const started = Date.now();
const run = spawnSync("npx", ["playwright", "test", "--config", "playwright.engines.config.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env,
});
console.log(`\n${run.status === 0 ? "✔" : "✖"} Cross-engine tests (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(run.status ?? 1);
