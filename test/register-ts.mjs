// Lets `node --test` import the app's TypeScript (lib/*.ts, content/*.ts) on Node 20 without a new
// dependency: TypeScript's own transpileModule strips the types; `@/` resolves to the repository root.
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
