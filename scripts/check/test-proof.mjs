// `npm run test:proof` (docs/decisions.md#d90): the proof sections and case-study pages, rendered by the real pages
// from test-only proof. It builds the proof test build (PROOF_FIXTURES=1: a local-preview build with
// e2e/fixtures/proof/ in place of content/proof.ts's, into out-proof/), copies the fixtures' logo files into it, checks
// every page of it with the W3C's checker, then runs playwright.proof.config.ts. `-- --no-build` reuses out-proof/;
// any other argument goes to Playwright (`npm run test:proof -- --project mobile`).
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { inboxPort } from "../config/email-env.mjs";
import { PROOF_DIR, PROOF_FIXTURE_ASSETS } from "../config/proof-fixtures.mjs";

const root = join(import.meta.dirname, "..", "..");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", EMAILJS_LOCAL_PREVIEW: "1", PROOF_FIXTURES: "1" };
env.INBOX_PORT = String(inboxPort(env));
const build = !process.argv.includes("--no-build");
const playwrightArguments = process.argv.slice(2).filter((argument) => argument !== "--no-build");

/** @param {string} title @param {string} command @param {string[]} args */
function run(title, command, args) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (build) {
  // Not from the cache the site's own build left: after it, Turbopack's cache gave the proof build a font module holding
  // the global stylesheet's rules (a failed build), then a build without the font, on two CI runs of 2026-11-29.
  rmSync(join(root, ".next", "cache", "turbopack"), { recursive: true, force: true });
  run(`Proof test build (${PROOF_DIR}/)`, "npm", ["run", "--silent", "build"]);
  // Never into public/, which ships: the fixtures' files exist in the proof test build only.
  cpSync(join(root, PROOF_FIXTURE_ASSETS), join(root, PROOF_DIR), { recursive: true });
}
run("Valid HTML of the proof test build", "node", ["scripts/check/check-html.mjs", "--dir", PROOF_DIR]);
run("Proof sections and case-study pages", "npx", ["playwright", "test", "--config", "playwright.proof.config.ts", ...playwrightArguments]);
