// Finds the system browsers the test suites run in, and installs Debian's packages for them where the machine
// lets us (CI runs as root with apt). Chromium's search is in scripts/check/chromium.mjs; Firefox ESR and WebKitGTK,
// which only the cross-engine suite uses (docs/decisions.md#d37), are found here.
// @ts-check
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The Debian packages that bring Firefox ESR, WebKitGTK's WebDriver with its MiniBrowser, and Xvfb. */
export const ENGINE_PACKAGES = ["firefox-esr", "webkit2gtk-driver", "xvfb"];

/** @param {(string | null | undefined)[]} candidates */
export function firstExisting(candidates) {
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** Firefox ESR (puppeteer-core drives it over WebDriver BiDi). `FIREFOX_PATH` wins. */
export function findFirefox() {
  return firstExisting([process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"]);
}

/** WebKitGTK's WebDriver server. `WEBKIT_DRIVER_PATH` wins. */
export function findWebKitDriver() {
  return firstExisting([process.env.WEBKIT_DRIVER_PATH, "/usr/bin/WebKitWebDriver"]);
}

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver starts; its folder names the machine's architecture. */
export function findMiniBrowser() {
  const libraries = existsSync("/usr/lib") ? readdirSync("/usr/lib").map((entry) => join("/usr/lib", entry)) : [];
  const builds = libraries.flatMap((dir) => ["webkit2gtk-4.1", "webkit2gtk-4.0"].map((api) => join(dir, api, "MiniBrowser")));
  return firstExisting([process.env.MINIBROWSER_PATH, ...builds]);
}

/** The virtual X server MiniBrowser's window opens on (WebKitGTK's MiniBrowser has no headless mode). */
export function findXvfb() {
  return firstExisting(["/usr/bin/Xvfb"]);
}

/** Each engine binary the cross-engine suite needs, with its path or null. */
export function engineBinaries() {
  return { "Firefox ESR": findFirefox(), WebKitWebDriver: findWebKitDriver(), MiniBrowser: findMiniBrowser(), Xvfb: findXvfb() };
}

/**
 * The names of the binaries among `names` (all by default) that this machine lacks.
 * @param {(keyof ReturnType<typeof engineBinaries>)[]} [names]
 */
export function missingEngineBinaries(names) {
  const found = engineBinaries();
  return (names ?? /** @type {(keyof typeof found)[]} */ (Object.keys(found))).filter((name) => !found[name]);
}

export function canInstallDebianPackages() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && existsSync("/usr/bin/apt-get");
}

/**
 * `apt-get install` of `packages`, updating the package lists first.
 * @param {string[]} packages
 */
export function installDebianPackages(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}
