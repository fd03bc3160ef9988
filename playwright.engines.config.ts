/**
 * The cross-engine subset (e2e/engines/, docs/decisions.md#d37) in Firefox ESR and WebKitGTK. Chromium runs the same
 * specs in the main suite (playwright.config.ts). Run it with `npm run test:engines`, which installs the browsers
 * and builds the site first.
 */
import { defineConfig } from "@playwright/test";
import main, { cores } from "./playwright.config";
import type { EngineOptions } from "./e2e/engines/support/fixtures";

export default defineConfig<EngineOptions>({
  testDir: "./e2e/engines",
  tsconfig: main.tsconfig,
  // One file's tests stay in one worker only where the file asks (the JavaScript-off checks share one browser).
  fullyParallel: true,
  forbidOnly: main.forbidOnly,
  retries: main.retries,
  // One browser per core: on two cores, Firefox and WebKit run side by side.
  workers: cores,
  // Measured on the shared 2-core machine (load 12): 3-5 s a page, at most 14 s a form test; a worker's first test
  // also starts its browser (up to 20 s for Firefox), which the fixture adds to that test's time.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: "test-results/engines",
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never", outputFolder: "playwright-report/engines" }] as const]),
    ["json", { outputFile: "test-results/timings/engines.json" }],
  ],
  use: { baseURL: main.use?.baseURL, viewport: { width: 1280, height: 800 } },
  projects: [
    { name: "firefox", use: { engine: "firefox" } },
    { name: "webkit", use: { engine: "webkit" } },
  ],
  webServer: main.webServer,
});
