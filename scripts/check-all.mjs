// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

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

run("Lint", "npx", ["eslint", ".", "--max-warnings=0"]);
run("Type check", "npx", ["tsc", "--noEmit"]);
run("Build", "npx", ["next", "build"]);
const chromiumPath = ensureChromium();
run("End-to-end tests", "npx", ["playwright", "test"], { CHROMIUM_PATH: chromiumPath });
