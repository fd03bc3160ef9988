import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { findTestChromium } from "./scripts/check/chromium.mjs";
import { previewExportEndpoint } from "./scripts/config/analytics-env.mjs";
import { inboxPort } from "./scripts/config/email-env.mjs";
import { PREVIEW_DIR } from "./scripts/config/export-dir.mjs";

// E2E_PORT lets several checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4010);
// The local inbox the test build sends to (see scripts/check/check-all.mjs); serve.mjs starts it with the site.
const localInboxPort = String(inboxPort(process.env));
const baseURL = `http://127.0.0.1:${port}`;
// The specs read content/ as the served export was built: counting visits or not, which changes the privacy policy.
process.env.ANALYTICS_ENDPOINT = previewExportEndpoint(PREVIEW_DIR, Number(localInboxPort));
// A headless shell where there is one (scripts/check/chromium.mjs): the same engine, a third less time.
const executablePath = findTestChromium() ?? undefined;

// Quiet, offline-friendly Chromium flags: the test machine has no internet.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

const desktopUse = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
// @page-walk: the cross-engine walk's per-page checks, made in Chromium by e2e/every-page.spec.ts on its own load.
const desktopGrepInvert = /@mobile-only|@page-walk/;
/** One browser per core the run may use, two at most: the proof and cross-engine suites run this many workers. */
export const cores = Math.max(1, Math.min(2, availableParallelism()));
/** The spec files whose tests wait on real time limits (30 s to 3 min each): docs/testing.md, D96. */
const longStories = /\/e2e\/(links|slow-network|offline-(flapping|forms|full-disk|server))\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  // e2e/proof/ runs against the proof test build only (playwright.proof.config.ts, docs/decisions.md#d90).
  testIgnore: /\/proof\//,
  // Lets a spec render a component outside Next: its links need no client router (see e2e/tsconfig.json).
  tsconfig: "./e2e/tsconfig.json",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // One busy browser per core the run may use, two at most: the suite is bound by its CPU (a run's browsers and Node
  // used 1.4 of 2 cores at a load of 2 to 6), so more only cost more CPU. The long stories mostly wait on their limits:
  // they run on workers of their own beside the others, so the run has two per core in all (docs/decisions.md#d96).
  workers: 2 * cores,
  timeout: 30_000,
  // The machines are shared and busy: give assertions room before calling them failed.
  expect: { timeout: 10_000 },
  // Each run also writes every test's time, which `npm run test:timings` sums by project and spec file (D111).
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/timings/main.json" }]]
    : [["list"], ["html", { open: "never" }], ["json", { outputFile: "test-results/timings/main.json" }]],
  use: {
    baseURL,
    // Recording a trace of every test costs about a fifth of the run: record one only when a test is retried
    // (CI retries once). To trace a failure locally: npx playwright test <file> --trace on.
    trace: "on-first-retry",
    launchOptions: { executablePath, args },
  },
  projects: [
    // The stories that run against real time limits (lie-fi, deploys, the flapping network, the link crawl) take 30 s to
    // 3 min each, mostly waiting: they run on workers of their own, beside the busy ones, listed first so they start at
    // once and the run never ends on one of them (docs/decisions.md#d96).
    { name: "desktop-long", use: desktopUse, testMatch: longStories, grepInvert: desktopGrepInvert, workers: cores },
    // Each project below has `cores` workers too, and the phone's tests are queued first: they end beside the long
    // stories (2 test-minutes to their 6), and the desktop's then take their place, so `cores` busy browsers run at once.
    {
      name: "mobile",
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 } },
      grep: /@mobile-only|@both-widths/,
      // The cross-engine subset (e2e/engines/) sets the phone's 375 px itself, as it does in Firefox and WebKit.
      testIgnore: [/engines\//, /\/proof\//],
      workers: cores,
    },
    // Most of what the suite checks does not depend on the width (copy, metadata, sending, the policy): it runs
    // once, at 1280 px. A test tagged @both-widths also runs at 375 px (every page's axe and reflow, the navbar,
    // the signup layout); @mobile-only and @desktop-only tests are about something that exists at one width only
    // (the phone menu, the inline links).
    {
      name: "desktop",
      use: desktopUse,
      // The cross-engine flapping story simulates the network for Firefox and WebKit; Chromium has the real one, with
      // its offline switch (e2e/offline-flapping.spec.ts), so it does not spend 90 s on the stand-in too (D96).
      testIgnore: [/\/proof\//, longStories, /engines\/offline-flapping\.spec\.ts$/],
      grepInvert: desktopGrepInvert,
      workers: cores,
    },
  ],
  // Serves the export built by `npm test` (a local-preview build, in out-preview/) as Netlify or Cloudflare
  // Pages would, with its _headers applied (so every spec runs under the site's Content-Security-Policy),
  // and the local inbox beside it.
  webServer: {
    command: `node scripts/serve/serve.mjs --no-build`,
    env: { PORT: String(port), INBOX_PORT: localInboxPort, EMAILJS_LOCAL_PREVIEW: "1" },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
