// Scripts import the site's TypeScript from lib/ (never the reverse), and Node runs them with the hooks of
// scripts/typescript-hooks.mjs (registered by scripts/register-typescript.mjs, package.json). Each lib/ module a script
// imports is loaded here by Node with those hooks, and must give the values vitest's own import gives.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** Every `@/lib/…` module a script imports, and the scripts that import it. */
function libImportsOfScripts() {
  const found = new Map<string, string[]>();
  const files = readdirSync(join(root, "scripts"), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".mjs"));
  for (const entry of files) {
    const file = join(entry.parentPath, entry.name);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/^import [^;]* from "(@\/lib\/[^"]+)";$/gm)) {
      found.set(specifier!, [...(found.get(specifier!) ?? []), relative(root, file)]);
    }
  }
  return found;
}

/** A module's exports, in name order, as JSON can compare them: functions by their kind only. */
const describeExports = (module: Record<string, unknown>) =>
  Object.keys(module)
    .sort()
    .map((name) => [name, typeof module[name] === "function" ? "function" : module[name]]);
const exportsOf = (module: Record<string, unknown>) => JSON.stringify(describeExports(module));

/** The same for each module, as Node loads them for a script (one process for all). */
function exportsUnderNode(specifiers: string[]): Record<string, string> {
  const program = [
    `const describeExports = ${describeExports.toString()};`,
    `const found = {};`,
    `for (const specifier of ${JSON.stringify(specifiers)}) found[specifier] = JSON.stringify(describeExports(await import(specifier)));`,
    `console.log(JSON.stringify(found));`,
  ].join("\n");
  const output = execFileSync(process.execPath, ["--import", "./scripts/register-typescript.mjs", "--input-type=module", "--eval", program], {
    cwd: root,
    encoding: "utf8",
  });
  return JSON.parse(output);
}

describe("scripts load lib/'s TypeScript", () => {
  const imports = libImportsOfScripts();

  it("finds the lib/ modules the build's scripts import (the worker's facts, the shared constants, the font and PNG tools)", () => {
    for (const specifier of ["@/lib/offline", "@/lib/send-queue/store", "@/lib/build-contract", "@/lib/font-cmap", "@/lib/png-text"]) {
      assert.ok(imports.has(specifier), `${specifier} is imported by a script`);
    }
  });

  // A second Node process loads every module through the hooks: about 1 s alone, past vitest's 5 s on a busy machine.
  it("gives each of them the exports vitest sees, under Node with the hooks", { timeout: 30_000 }, async () => {
    const underNode = exportsUnderNode([...imports.keys()]);
    for (const [specifier, scripts] of imports) {
      const expected = exportsOf(await import(/* @vite-ignore */ specifier.replace("@/", `${root}/`)));
      assert.equal(underNode[specifier], expected, `${specifier} (imported by ${scripts.join(", ")})`);
    }
  });
});
