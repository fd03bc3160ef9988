// @ts-check
// `npm run speed`: how fast this machine is right now, as Lighthouse's CPU benchmark index (median of three;
// about 2,400 on a quiet 2-core machine here, 700–1,700 on a busy one). Timings of the test suite or the
// build mean little without it: report them side by side, measured in the same session.
import { createServer } from "node:http";
import { findChromium } from "../check/chromium.mjs";
import { runLighthouse } from "./lighthouse.mjs";

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
    const report = await runLighthouse(url, chromePath, ["--only-audits=first-contentful-paint"]);
    indexes.push(report.environment.benchmarkIndex);
  }
} finally {
  server.close();
}
const sorted = [...indexes].sort((a, b) => a - b);
console.log(`Lighthouse benchmarkIndex: ${sorted[Math.floor(sorted.length / 2)]} (median of ${indexes.join(", ")}; ~2,400 is a quiet 2-core machine here)`);
