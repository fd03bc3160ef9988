// `npm run deploy:check`: refuses (exit 1) to call out/ deployable unless it is a production build with its
// security headers (no local-preview marker, a _headers file whose policy names no local address, scripts without
// stand-in identifiers or a local e-mail origin, a policy on every page) that shows no placeholder: no value still
// marked `// PLACEHOLDER:` in content/, no address at a reserved domain, no fictional phone number, no draft banner
// on the legal pages (scripts/check/launch-check.mjs, docs/decisions.md#d55). It names each placeholder with the pages that
// show it and the content file and key to change. The deploy commands of docs/deploying.md run it before anything is uploaded.
//
// `-- --allow-placeholders` accepts placeholders in a staging build only (SITE_STAGING=1: every page noindex), and
// without it a staging build is refused, so that a noindex build never reaches the production host.
// `-- --dir <folder>` checks another export folder. It reads the environment the build read (.env files too): an export
// whose policy or scripts disagree with the analytics provider configured there is refused (docs/decisions.md#d91).
import { join, relative } from "node:path";
import nextEnv from "@next/env";
import { resolveAnalyticsEnv } from "../config/analytics-env.mjs";
import { DEPLOY_DIR } from "../config/export-dir.mjs";
import { formatFindings, launchCheck } from "./launch-check.mjs";

const root = join(import.meta.dirname, "..", "..");
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
let analytics;
try {
  analytics = resolveAnalyticsEnv(process.env);
} catch (error) {
  console.error(`✖ The analytics configuration is wrong: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const dirArgument = process.argv.indexOf("--dir");
const dir = join(root, dirArgument > 0 ? process.argv[dirArgument + 1] : DEPLOY_DIR);
const allowPlaceholders = process.argv.includes("--allow-placeholders");
const folder = `${relative(root, dir) || "."}/`;

const { problems, findings, checked } = launchCheck({ dir, root, allowPlaceholders, analytics });
// From the process's start: loading the TypeScript parser that reads content/ is part of the cost.
const summary = `Read ${checked.pages} pages, ${checked.feeds} feeds and sitemaps, ${checked.images} share images in ${process.uptime().toFixed(1)} s.`;
const placeholders = formatFindings(findings).map((line) => `  ${line}`);
const values = new Set(findings.map((finding) => finding.value)).size;

if (problems.length) {
  console.error(`✖ ${folder} must not be deployed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  if (placeholders.length) console.error(`\nThe placeholders it shows (npm run placeholders says what each marked value needs):\n${placeholders.join("\n")}`);
  if (checked.pages) console.error(`\n${summary}`);
  process.exit(1);
}
if (allowPlaceholders) {
  if (placeholders.length) console.log(`The placeholders this staging build shows:\n${placeholders.join("\n")}\n`);
  console.log(
    `✔ ${folder} is a staging build: every page is noindex (meta robots and X-Robots-Tag), ${values} placeholder value(s) left. Deploy it to a staging host only.`,
  );
} else {
  console.log(`✔ ${folder} is a production build with its security headers and no placeholder: ready to deploy.`);
}
console.log(summary);
