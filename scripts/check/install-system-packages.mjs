// Installs, in one apt run, every Debian package the checks would otherwise install one at a time when they reach it
// (Java, the headless shell, Firefox ESR, WebKitGTK, Xvfb). `.ci/run` starts it beside `npm install`, so a fresh
// machine's downloads overlap instead of waiting in the middle of the run (docs/decisions.md#d110). It needs no
// npm package. Where it cannot install (not root, no apt), it leaves each check to say what to install.
// @ts-check
import { canInstallDebianPackages, installDebianPackages, missingCheckPackages } from "./system-browsers.mjs";

const missing = missingCheckPackages(process.env);
if (missing.length === 0) {
  console.log("System packages: the checks' Java and browsers are all here.");
} else if (!canInstallDebianPackages()) {
  console.log(`System packages: missing ${missing.join(", ")}; the check that needs each one says how to install it.`);
} else {
  console.log(`System packages: installing Debian's ${missing.join(" ")}...`);
  installDebianPackages(missing);
}
