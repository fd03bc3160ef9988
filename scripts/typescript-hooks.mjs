// Node module hooks that let a script import the site's TypeScript (lib/, content/) as written: Node 20 runs
// JavaScript only. Registered by scripts/register-typescript.mjs. Each .ts file of the project is turned into
// JavaScript on its own by esbuild (types stripped, nothing bundled: what tsconfig's isolatedModules guarantees
// works), and `@/…` and extension-less paths resolve as TypeScript, vitest and Next resolve them. Files under
// node_modules are left to Node.
// @ts-check
import { readFile } from "node:fs/promises";
import { transform } from "esbuild";

const root = new URL("../", import.meta.url);

/** @param {string | undefined} url */
const isProjectFile = (url) => !!url && url.startsWith(root.href) && !url.includes("/node_modules/");

/** @type {import("node:module").ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (!isProjectFile(context.parentURL)) return nextResolve(specifier, context);
  const mapped = specifier.startsWith("@/") ? new URL(specifier.slice(2), root).href : specifier;
  try {
    return await nextResolve(mapped, context);
  } catch (error) {
    // As TypeScript resolves a path: `./authors` is authors.ts, `@/content/en` is content/en/index.ts.
    if (!/^(\.{1,2}\/|file:)/.test(mapped)) throw error;
    for (const ending of [".ts", "/index.ts"]) {
      try {
        return await nextResolve(mapped + ending, context);
      } catch {
        // not this one
      }
    }
    throw error;
  }
}

/** @type {import("node:module").LoadHook} */
export async function load(url, context, nextLoad) {
  if (!isProjectFile(url) || !url.endsWith(".ts")) return nextLoad(url, context);
  const { code } = await transform(await readFile(new URL(url), "utf8"), { loader: "ts", format: "esm", target: "node20", sourcefile: url });
  return { format: "module", source: code, shortCircuit: true };
}
