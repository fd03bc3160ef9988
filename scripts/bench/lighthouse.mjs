// @ts-check
// One way to run Lighthouse for `npm run bench` and `npm run speed`: the pinned version (fetched from the npm registry
// on first use), the same Chromium flags, the report parsed from standard output.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

export const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync --disable-quic";
const execFileAsync = promisify(execFile);

/**
 * One Lighthouse run of `url` in the Chromium at `chromePath`. Asynchronous on purpose: a caller's servers live in the
 * same process and must keep answering.
 * @param {string} url
 * @param {string} chromePath
 * @param {string[]} options Lighthouse's own options: categories, audits, preset
 * @param {{ cwd?: string, timeout?: number }} [process] where to run it, and how long it may take
 * @returns {Promise<any>} the report (Lighthouse's JSON result)
 */
export async function runLighthouse(url, chromePath, options, { cwd, timeout } = {}) {
  const { stdout } = await execFileAsync("npx", ["--yes", LIGHTHOUSE, url, "--quiet", "--output=json", ...options, `--chrome-flags=${CHROME_FLAGS}`], {
    cwd,
    timeout,
    env: { ...process.env, CHROME_PATH: chromePath },
    maxBuffer: 128 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}
