// @ts-check
// `npm run speed`: how fast this machine is right now, as Lighthouse's CPU benchmark index (median of three;
// about 2,400 on a quiet 2-core machine here, 700–1,700 on a busy one). Timings of the test suite or the
// build mean little without it: report them side by side, measured in the same session.
import { execFile } from "node:child_process";
import { createServer } from "node:http";
import { promisify } from "node:util";
import { findChromium } from "../check/chromium.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const runs = Number(process.argv[2] ?? 3);
const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium found: see docs/testing.md, "Which browser".');
  process.exit(1);
}

// Lighthouse measures the index before it loads anything: a one-line page on loopback is all it needs.
const server = createServer((_, response) => response.end("<!doctype html><title>speed</title><p>Measuring this machine.</p>"));
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;

const indexes = [];
try {
  for (let run = 0; run < runs; run++) {
    const { stdout } = await promisify(execFile)(
      "npx",
      [
        "--yes",
        LIGHTHOUSE,
        url,
        "--quiet",
        "--output=json",
        "--only-audits=first-contentful-paint",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync --disable-quic",
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    indexes.push(JSON.parse(stdout).environment.benchmarkIndex);
  }
} finally {
  server.close();
}
const sorted = [...indexes].sort((a, b) => a - b);
console.log(`Lighthouse benchmarkIndex: ${sorted[Math.floor(sorted.length / 2)]} (median of ${indexes.join(", ")}; ~2,400 is a quiet 2-core machine here)`);
