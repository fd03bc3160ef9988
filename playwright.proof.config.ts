/**
 * The proof suite (docs/decisions.md#d90), run by `npm run test:proof` against the proof test build in out-proof/: the
 * site built with the test-only proof of e2e/fixtures/proof/ in place of content/proof.ts's. It runs e2e/proof/ and,
 * for the pages that show proof (home, About, Services and each case study, in every language), the audit every page
 * gets (e2e/every-page.spec.ts) and the structured-data check, with lib/proof.ts reading the same fixtures
 * (e2e/proof/tsconfig.json). Served on E2E_PORT + 1, so it never meets the main suite's server.
 */
import { defineConfig, devices } from "@playwright/test";
import { locales } from "./content/locales";
import { localePath, routes } from "./content/routes";
import { caseStudies } from "./e2e/fixtures/proof/entries";
import { caseStudyPath } from "./lib/routes";
import main, { cores } from "./playwright.config";
import { inboxPort } from "./scripts/config/email-env.mjs";

const port = Number(process.env.PROOF_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4010) + 1);
const baseURL = `http://127.0.0.1:${port}`;

const proofPages = locales.flatMap((locale) => [
  ...[routes.home, routes.about, routes.services].map((path) => localePath(locale, path)),
  ...Object.keys(caseStudies).map((slug) => caseStudyPath(locale, slug)),
]);
const pagePattern = proofPages.map((path) => path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|");
/** e2e/proof/ whole; of the page-by-page specs, the tests of the pages above and the sitemap audit (a test's title starts with its file). */
const proofTests = `(?:proof/|every-page\\.spec\\.ts the audit covers|(?:every-page\\.spec\\.ts|Structured data) (?:${pagePattern})(?=:| |$))`;

export default defineConfig({
  ...main,
  testMatch: ["**/proof/*.spec.ts", "**/every-page.spec.ts", "**/structured-data.spec.ts"],
  testIgnore: undefined,
  // One browser per core, not the main suite's two: its tests were not measured with more.
  workers: cores,
  tsconfig: "./e2e/proof/tsconfig.json",
  outputDir: "test-results/proof",
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never", outputFolder: "playwright-report/proof" }] as const]),
    ["json", { outputFile: "test-results/timings/proof.json" }],
  ],
  use: { ...main.use, baseURL },
  // The main suite's two widths and tags (playwright.config.ts), each keeping to the tests above.
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grep: new RegExp(proofTests),
      grepInvert: /@mobile-only|@page-walk/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 } },
      grep: new RegExp(`^(?=.*${proofTests})(?=.*(?:@mobile-only|@both-widths))`),
    },
  ],
  webServer: {
    command: "node scripts/serve/serve.mjs --no-build",
    env: { PORT: String(port), INBOX_PORT: String(inboxPort(process.env)), EMAILJS_LOCAL_PREVIEW: "1", PROOF_FIXTURES: "1" },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
