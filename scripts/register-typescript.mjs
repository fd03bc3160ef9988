// `node --import ./scripts/register-typescript.mjs scripts/…`: the scripts that import the site's TypeScript from lib/
// (the build's font, headers and service worker steps, and the deploy check) run this way (package.json); vitest and
// Playwright load TypeScript by themselves. The hooks are in scripts/typescript-hooks.mjs.
import { register } from "node:module";

register("./typescript-hooks.mjs", import.meta.url);
