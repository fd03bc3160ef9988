// Finds a Chromium for Playwright, Lighthouse and the screenshots: Playwright's own download on a laptop,
// Debian's packages on CI.
import { chromium } from "@playwright/test";
import {
  CHROMIUM_PACKAGE,
  SYSTEM_CHROMIUMS as systemBrowsers,
  // Chromium's headless shell: the same Blink engine without the desktop browser around it, and the build
  // Playwright itself runs headless tests in. Here it runs the end-to-end suite in two thirds of the time.
  SYSTEM_HEADLESS_SHELLS as systemHeadlessShells,
  canInstallDebianPackages,
  firstExisting,
  installDebianPackages,
} from "./system-browsers.mjs";

/** Path of a full Chromium (Lighthouse and the screenshots need one), or null. `CHROMIUM_PATH` wins. */
export function findChromium() {
  return firstExisting([process.env.CHROMIUM_PATH, playwrightChromium(), ...systemBrowsers]);
}

/** Path of the Chromium the end-to-end suite runs in: a headless shell where there is one, else a full Chromium. */
export function findTestChromium() {
  return firstExisting([process.env.CHROMIUM_PATH, ...systemHeadlessShells, playwrightChromium(), ...systemBrowsers]);
}

/**
 * Finds the suite's Chromium, installing Debian's headless shell when running as root with apt; otherwise
 * says what to install.
 */
export function ensureTestChromium() {
  const found = findTestChromium();
  if (found) return found;

  if (canInstallDebianPackages()) {
    console.log(`No Chromium found: installing Debian's ${CHROMIUM_PACKAGE} package...`);
    installDebianPackages([CHROMIUM_PACKAGE]);
    const installed = findTestChromium();
    if (installed) return installed;
  }

  throw new Error(
    [
      "No Chromium browser found for the end-to-end tests. Install one of:",
      "  - Playwright's browser:  npx playwright install chromium",
      "  - Debian/Ubuntu:          sudo apt-get install chromium-headless-shell   (or chromium)",
      "or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
    ].join("\n"),
  );
}

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
