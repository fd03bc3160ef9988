// `npm start`: builds the static export and serves out/ the way a static host would (404.html for unknown paths).
// Without EmailJS identifiers it builds for local preview and starts the local outbox beside the site (DECISIONS 13).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import nextEnv from "@next/env";
import { missingEmailVars, outboxPort, wantsLocalPreview } from "./email-env.mjs";
import { outboxFile, outboxIsRunning, startOutbox } from "./outbox-server.mjs";

const root = join(import.meta.dirname, "..");
// Read .env.local and friends the way `next build` does, so identifiers kept there count as configured.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const port = Number(process.env.PORT ?? 3000);
const skipBuild = process.argv.includes("--no-build");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const missing = missingEmailVars(env);
const localPreview = wantsLocalPreview(env) || missing.length > 0;
if (localPreview) env.EMAILJS_LOCAL_PREVIEW = "1";

let outbox = null;
if (localPreview) {
  const boxPort = outboxPort(env);
  if (missing.length > 0 && !wantsLocalPreview(process.env)) {
    console.log(`EmailJS is not configured (${missing.join(", ")} unset): the forms send to the local outbox.`);
  }
  if (await outboxIsRunning(boxPort)) {
    console.log(`A local outbox already answers on 127.0.0.1:${boxPort}; using it.`);
  } else {
    outbox = await startOutbox({ port: boxPort, file: outboxFile(env) }).catch((error) => {
      console.error(`Could not start the local outbox on 127.0.0.1:${boxPort}: ${error.message}. Set OUTBOX_PORT to a free port.`);
      process.exit(1);
    });
  }
}

if (!skipBuild) {
  const build = spawnSync("npx", ["next", "build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(root, "out", "index.html"))) {
  console.error("out/ has no build yet: run `npm start` without --no-build.");
  process.exit(1);
}

// Run serve's own entry with this Node (not through npx), so stopping this script stops the server too.
const serveBin = join(dirname(createRequire(import.meta.url).resolve("serve/package.json")), "build", "main.js");
const server = spawn(process.execPath, [serveBin, "out", "--listen", `tcp://127.0.0.1:${port}`, "--no-port-switching", "--no-clipboard", "--no-request-logging"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env,
});

const lines = [`  Talanta AI is running at http://127.0.0.1:${port}`];
if (localPreview) {
  lines.push(`  Local preview: form messages go to the outbox on 127.0.0.1:${outboxPort(env)}, saved in ${relative(process.cwd(), outboxFile(env))}`);
}
lines.push("  Press Ctrl+C to stop.");
console.log(`\n${lines.join("\n")}\n`);

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await outbox?.close();
  process.exit(code ?? 0);
});
