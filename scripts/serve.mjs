// `npm start`: builds the static export and serves out/ the way a static host would (404.html for unknown paths).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const skipBuild = process.argv.includes("--no-build");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!skipBuild) {
  const build = spawnSync("npx", ["next", "build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(root, "out", "index.html"))) {
  console.error("out/ has no build yet: run `npm start` without --no-build.");
  process.exit(1);
}

const server = spawn("npx", ["serve", "out", "--listen", `tcp://127.0.0.1:${port}`, "--no-port-switching", "--no-clipboard", "--no-request-logging"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env,
});

console.log(`\n  Talanta AI is running at http://127.0.0.1:${port}\n  Press Ctrl+C to stop.\n`);

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
