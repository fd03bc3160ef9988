// Finds a Chromium for Playwright: Playwright's own download on a laptop, Debian's package on CI.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const systemCandidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable", "/usr/bin/google-chrome"];

/** Path of a usable Chromium, or null. `CHROMIUM_PATH` wins, then Playwright's own, then the system's. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, safePlaywrightPath(), ...systemCandidates];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

function safePlaywrightPath() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Finds Chromium, installing Debian's package when running as root with apt; otherwise says what to install. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    const installed = findChromium();
    if (installed) return installed;
  }

  throw new Error(
    [
      "No Chromium browser found for the end-to-end tests. Install one of:",
      "  - Playwright's browser:  npx playwright install chromium",
      "  - Debian/Ubuntu:          sudo apt-get install chromium",
      "or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
    ].join("\n"),
  );
}
