// CI's Debian packages in one apt run (scripts/check/install-system-packages.mjs, docs/decisions.md#d110): what it asks
// for, that it can run before `npm install`, and that `.ci/run` waits for it before the checks that need the packages.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { CHROMIUM_PACKAGE, ENGINE_PACKAGES, JAVA_PACKAGE, missingCheckPackages } from "../scripts/check/system-browsers.mjs";

describe("the checks' Debian packages, installed at once", () => {
  const temp = mkdtempSync(join(tmpdir(), "system-packages-"));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it("asks for Java and Chromium only where the checks would not find them, and only for packages the checks install", () => {
    mkdirSync(join(temp, "jdk", "bin"), { recursive: true });
    writeFileSync(join(temp, "jdk", "bin", "java"), "");
    writeFileSync(join(temp, "chromium"), "");
    const found = missingCheckPackages({ JAVA_HOME: join(temp, "jdk"), CHROMIUM_PATH: join(temp, "chromium"), PATH: "" });
    assert.ok(!found.includes(JAVA_PACKAGE) && !found.includes(CHROMIUM_PACKAGE), found.join(" "));
    const none = missingCheckPackages({ PATH: join(temp, "empty") });
    assert.ok(none.includes(JAVA_PACKAGE), "no Java anywhere: its package is installed");
    for (const name of none) assert.ok([JAVA_PACKAGE, CHROMIUM_PACKAGE, ...ENGINE_PACKAGES].includes(name), name);
  });

  it("imports no npm package, so .ci/run starts it beside npm install and waits for it before npm test", () => {
    for (const file of ["scripts/check/install-system-packages.mjs", "scripts/check/system-browsers.mjs"]) {
      const imports = [...readFileSync(file, "utf8").matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]!);
      assert.deepEqual(
        imports.filter((name) => !name.startsWith("node:") && !name.startsWith("./")),
        [],
        file,
      );
    }
    const ci = readFileSync(".ci/run", "utf8");
    const order = [
      "node scripts/check/install-system-packages.mjs &",
      "npm install --no-audit --no-fund",
      'wait "$system_packages"',
      "npm test",
      "npm run test:engines",
    ];
    const at = order.map((line) => ci.indexOf(line));
    assert.ok(
      at.every((index) => index >= 0),
      `every step is in .ci/run: ${at.join(", ")}`,
    );
    assert.deepEqual(
      [...at].sort((a, b) => a - b),
      at,
      "in this order",
    );
  });
});
