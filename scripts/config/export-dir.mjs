// Where `next build` writes the static export. A local-preview build (forms sending to 127.0.0.1, stand-in
// EmailJS identifiers) goes to its own folder, so the folder a deployer uploads can only ever hold a
// production build. Shared by next.config.ts and every script that reads an export.
// @ts-check
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { missingEmailVars, wantsLocalPreview } from "./email-env.mjs";
import { PROOF_DIR, wantsProofFixtures } from "./proof-fixtures.mjs";

/** The folder to deploy: only a production build (real EmailJS identifiers) is ever written here. */
export const DEPLOY_DIR = "out";
/** Local-preview builds (`EMAILJS_LOCAL_PREVIEW=1`, what `npm start` and `npm test` build). */
export const PREVIEW_DIR = "out-preview";
/** Written into every preview export; the headers step and `npm run deploy:check` refuse a folder holding it. */
export const PREVIEW_MARKER = "LOCAL-PREVIEW-DO-NOT-DEPLOY.txt";

/**
 * The export folder for a build mode from scripts/config/email-env.mjs (`local-preview` or `emailjs`). The proof test
 * build, a local-preview build with test-only proof (`PROOF_FIXTURES=1`), has its own (proof-fixtures.mjs).
 * @param {string} mode
 * @param {import("./email-env.mjs").Env} [env]
 */
export function exportDirFor(mode, env = process.env) {
  if (mode !== "local-preview") return DEPLOY_DIR;
  return wantsProofFixtures(env) ? PROOF_DIR : PREVIEW_DIR;
}

/**
 * True when `dir` (absolute) holds a local-preview export.
 * @param {string} dir
 */
export function isPreviewExport(dir) {
  return existsSync(join(dir, PREVIEW_MARKER));
}

/**
 * The export `npm start` builds and serves for this env: the preview one unless all EmailJS identifiers are set.
 * @param {import("./email-env.mjs").Env} env
 */
export function servedExportDir(env) {
  return wantsLocalPreview(env) || missingEmailVars(env).length > 0 ? exportDirFor("local-preview", env) : DEPLOY_DIR;
}

/**
 * Every HTML page of the export in `dir` (absolute paths, sorted), for the steps that rewrite pages.
 * @param {string} dir
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The text of every JavaScript file the export ships, to check what the bundle really points at.
 * @param {string} dir
 */
export function bundleText(dir) {
  const chunks = join(dir, "_next", "static");
  if (!existsSync(chunks)) return "";
  return readdirSync(chunks, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
}
