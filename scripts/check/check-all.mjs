// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawn, spawnSync } from "node:child_process";
import { ensureTestChromium } from "./chromium.mjs";
import { previewAnalyticsEnv } from "../config/analytics-env.mjs";
import { inboxPort } from "../config/email-env.mjs";
import { PREVIEW_DIR } from "../config/export-dir.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// The test build is a local-preview build, written to out-preview/ (never to out/, the folder that gets
// deployed): its forms send to the local inbox on INBOX_PORT (default 8787), which the e2e run starts beside
// the site; tests intercept it with page.route for the failures. It counts visits into the same local inbox, its
// stand-in for the analytics provider (docs/decisions.md#d91), so the suite runs with the tracker on every page.
const testBuildEnv = { EMAILJS_LOCAL_PREVIEW: "1", INBOX_PORT: String(inboxPort(env)), ...previewAnalyticsEnv(inboxPort(env)) };

function run(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Starts a check in the background, its output held; resolves with its exit status and output once it ends. */
function start(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let finished = false;
    const finish = (status) => {
      if (finished) return;
      finished = true;
      resolve({ status, output });
    };
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => {
      output += `${error.message}\n`;
      finish(1);
    });
    child.on("close", (status) => finish(status));
  });
}

/** Prints a background check's output whole, and whether it passed. */
function report(title, command, args, { status, output }, started) {
  process.stdout.write(`\n── ${title}: ${command} ${args.join(" ")}\n${output}`);
  console.log(status === 0 ? `✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)` : `✖ ${title} failed.`);
}

/**
 * Runs checks side by side, each one's output printed whole when it ends; stops after them if any failed.
 * @param {...[string, string, string[]]} checks title, command, arguments
 */
async function together(...checks) {
  const started = Date.now();
  console.log(`\n▶ ${checks.map(([title]) => title).join(" and ")}, side by side`);
  const results = await Promise.all(
    checks.map(async ([title, command, args]) => {
      const result = await start(command, args);
      report(title, command, args, result, started);
      return result.status;
    }),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

// The headers grade's scanner: a fresh clone installs it from the npm registry (about 20 s, mostly waiting on the
// network), so that starts now, beside the checks before the grade, rather than on the run's critical path.
const scannerStarted = Date.now();
const scannerArgs = ["scripts/check/grade-headers.mjs", "--install-only"];
const scannerInstall = start("node", scannerArgs);

// The quick checks two at a time: each is mostly one core's work, and CI has two (docs/testing.md).
// Fix a Prettier failure with `npm run format`.
await together(["Lint", "npx", ["eslint", ".", "--max-warnings=0"]], ["Format (Prettier)", "npx", ["prettier", "--check", "."]]);
// The copy checks of `npm run lint`, by the same scripts: spelling in each language, then each language's typography.
await together(["Spelling (cspell)", "npm", ["run", "--silent", "lint:spelling"]], ["Typography", "npm", ["run", "--silent", "lint:typography"]]);
// No module imports itself through others, type-only imports included (docs/decisions.md#d64).
await together(["Import loops", "npm", ["run", "--silent", "check:cycles"]], ["Type check", "npm", ["run", "--silent", "typecheck"]]);
run("Unit tests", "npm", ["run", "--silent", "test:unit"]);
// `npm run build` = font subset, next build, paint-first step, security headers step (per-page CSP and _headers).
run("Build (local preview)", "npm", ["run", "--silent", "build"], testBuildEnv);
const scanner = await scannerInstall;
report("Headers grader's scanner", "node", scannerArgs, scanner, scannerStarted);
if (scanner.status !== 0) process.exit(scanner.status ?? 1);
run("Security headers grade (Mozilla Observatory)", "node", ["scripts/check/grade-headers.mjs", "--dir", PREVIEW_DIR], testBuildEnv);
// Every page against the HTML standard, with the W3C's own checker (it needs Java: installed if it can be, else named).
run("Valid HTML (W3C Nu HTML Checker)", "node", ["scripts/check/check-html.mjs", "--dir", PREVIEW_DIR], testBuildEnv);
const chromiumPath = ensureTestChromium();
run("End-to-end tests", "npx", ["playwright", "test"], { ...testBuildEnv, CHROMIUM_PATH: chromiumPath });
// The proof sections and case-study pages, from test-only proof in a build of their own (docs/decisions.md#d90).
run("Proof test build and suite", "npm", ["run", "--silent", "test:proof"], { ...testBuildEnv, CHROMIUM_PATH: chromiumPath });
