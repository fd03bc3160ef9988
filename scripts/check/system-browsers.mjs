// Finds the system browsers the test suites run in, and installs Debian's packages for them where the machine
// lets us (CI runs as root with apt). Chromium's search is in scripts/check/chromium.mjs; Firefox ESR and WebKitGTK,
// which only the cross-engine suite uses (docs/decisions.md#d37), are found here.
// @ts-check
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";

/** The Debian packages that bring Firefox ESR, WebKitGTK's WebDriver with its MiniBrowser, and Xvfb. */
export const ENGINE_PACKAGES = ["firefox-esr", "webkit2gtk-driver", "xvfb"];

/** The Debian package that brings a Java runtime (OpenJDK 17 on Debian 12), for the HTML check. */
export const JAVA_PACKAGE = "default-jre-headless";
/** The Debian package of Chromium's headless shell, the end-to-end suite's browser (scripts/check/chromium.mjs). */
export const CHROMIUM_PACKAGE = "chromium-headless-shell";
export const SYSTEM_HEADLESS_SHELLS = ["/usr/bin/chromium-headless-shell"];
export const SYSTEM_CHROMIUMS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable", "/usr/bin/google-chrome"];

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

/**
 * A Java runtime's `java`: `JAVA_HOME`'s, else the first on PATH. Never vnu-jar's own: package.json denies its install
 * script, which would download one from outside the npm registry (docs/decisions.md#d73).
 * @param {Record<string, string | undefined>} env
 */
export function findJava(env) {
  const onPath = (env.PATH ?? "")
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, "java"));
  return firstExisting([env.JAVA_HOME && join(env.JAVA_HOME, "bin", "java"), ...onPath]);
}

/**
 * The Debian packages the checks would each install when they reach them (Java for the HTML check, the headless shell
 * for the e2e suite, Firefox ESR, WebKitGTK and Xvfb for the cross-engine suite), for what this machine lacks.
 * Playwright's own Chromium download is not looked for: CI has none (no install scripts, docs/decisions.md#d73).
 * @param {Record<string, string | undefined>} env
 */
export function missingCheckPackages(env) {
  const chromium = firstExisting([env.CHROMIUM_PATH, ...SYSTEM_HEADLESS_SHELLS, ...SYSTEM_CHROMIUMS]);
  return [...(findJava(env) ? [] : [JAVA_PACKAGE]), ...(chromium ? [] : [CHROMIUM_PACKAGE]), ...(missingEngineBinaries().length > 0 ? ENGINE_PACKAGES : [])];
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
