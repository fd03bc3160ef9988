// `npm start`: builds the static export and serves it the way a static host would (404.html for unknown paths,
// the export's `_headers` applied to every response, see scripts/serve/static-server.mjs).
// Without EmailJS identifiers it builds for local preview into out-preview/ and starts the local inbox beside
// the site (docs/decisions.md#d17).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import nextEnv from "@next/env";
import { missingEmailVars, inboxPort, wantsLocalPreview } from "../config/email-env.mjs";
import { PREVIEW_DIR, servedExportDir } from "../config/export-dir.mjs";
import { inboxFile, inboxIsRunning, startLocalInbox } from "./local-inbox.mjs";
import { startStaticServer } from "./static-server.mjs";

const root = join(import.meta.dirname, "..", "..");
// Read .env.local and friends the way `next build` does, so identifiers kept there count as configured.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const port = Number(process.env.PORT ?? 3000);
const skipBuild = process.argv.includes("--no-build");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const missing = missingEmailVars(env);
const localPreview = wantsLocalPreview(env) || missing.length > 0;
if (localPreview) env.EMAILJS_LOCAL_PREVIEW = "1";

let inbox = null;
if (localPreview) {
  const boxPort = inboxPort(env);
  if (missing.length > 0 && !wantsLocalPreview(process.env)) {
    console.log(`EmailJS is not configured (${missing.join(", ")} unset): the forms send to the local inbox.`);
  }
  if (await inboxIsRunning(boxPort)) {
    console.log(`A local inbox already answers on 127.0.0.1:${boxPort}; using it.`);
  } else {
    inbox = await startLocalInbox({ port: boxPort, file: inboxFile(env) }).catch((error) => {
      console.error(`Could not start the local inbox on 127.0.0.1:${boxPort}: ${error.message}. Set INBOX_PORT to a free port.`);
      process.exit(1);
    });
  }
}

if (!skipBuild) {
  // `npm run build`: the font subset, next build, the paint-first step, then the security headers step.
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const exportDir = servedExportDir(env);
if (!existsSync(join(root, exportDir, "_headers"))) {
  // --no-build is how the e2e suite starts it (playwright.config.ts): say which build to make, not only `npm start`.
  // A preview build sends to the inbox port it was built with, so the build takes the same INBOX_PORT.
  const portSet = process.env.INBOX_PORT ?? process.env.OUTBOX_PORT;
  const previewEnv = `${portSet ? `INBOX_PORT=${inboxPort(process.env)} ` : ""}EMAILJS_LOCAL_PREVIEW=1`;
  const buildCommand = exportDir === PREVIEW_DIR ? `${previewEnv} npm run build` : "npm run build";
  console.error(`${exportDir}/ has no build with its headers yet. Build it first: \`${buildCommand}\` (\`npm start\` and \`npm test\` build it for you).`);
  process.exit(1);
}

const server = await startStaticServer({ dir: join(root, exportDir), port }).catch((error) => {
  console.error(`Could not serve ${exportDir}/ on 127.0.0.1:${port}: ${error.message}. Set PORT to a free port.`);
  process.exit(1);
});

const lines = [`  Talanta AI is running at http://127.0.0.1:${port} (serving ${exportDir}/ with its _headers)`];
if (localPreview) {
  lines.push(`  Local preview: form messages go to the local inbox on 127.0.0.1:${inboxPort(env)}, saved in ${relative(process.cwd(), inboxFile(env))}`);
}
lines.push("  Press Ctrl+C to stop.");
console.log(`\n${lines.join("\n")}\n`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    Promise.resolve(inbox?.close()).finally(() => process.exit(0));
  });
}
