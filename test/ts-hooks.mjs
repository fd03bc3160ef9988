// Module hooks for test/register-ts.mjs: resolve `@/x` and extensionless imports to .ts files, then
// transpile them to JavaScript. Type errors are tsc's job (`npm run typecheck`), not this loader's.
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const root = new URL("../", import.meta.url);
const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
const candidates = (base) => [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];

export async function resolve(specifier, context, nextResolve) {
  let target = null;
  if (specifier.startsWith("@/")) target = new URL(specifier.slice(2), root);
  else if ((specifier.startsWith("./") || specifier.startsWith("../")) && context.parentURL?.startsWith("file:")) {
    target = new URL(specifier, context.parentURL);
  }
  if (target) {
    const found = candidates(fileURLToPath(target)).find(isFile);
    if (found && /\.tsx?$/.test(found)) return { url: pathToFileURL(found).href, shortCircuit: true, format: "module" };
    if (found) return nextResolve(pathToFileURL(found).href, context);
  }
  // Next's entry points (`next/link`) are CommonJS files without an exports map: Node's ESM resolver
  // wants the extension that webpack and Turbopack add for them.
  if (/^next\/[a-z-]+$/.test(specifier)) return nextResolve(`${specifier}.js`, context);
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  // A component's stylesheet import (app/global-error.tsx) means nothing to a render test.
  if (new URL(url).pathname.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  if (!/\.tsx?$/.test(new URL(url).pathname)) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), "utf8");
  const { outputText } = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, sourceMap: false },
  });
  return { format: "module", source: outputText, shortCircuit: true };
}
