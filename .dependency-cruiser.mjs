// `npm run check:cycles`: no module of the site imports itself through others, type-only imports included
// (`import type`, `typeof import("./x")`), over every folder of code (docs/decisions.md#d64). A loop of types is no
// bug at run time, but it makes every module on it read all the others: the language list once pulled every
// language's copy into the service worker's type check that way.
/** @type {import("dependency-cruiser").IConfiguration} */
const config = {
  forbidden: [
    {
      name: "no-import-loop",
      comment: "Break the loop: move what both sides need into a module that imports neither.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "^(node_modules|\\.next|out|out-[^/]+|\\.bench|\\.generated|public)/" },
    // Reads imports from the TypeScript source, before the compiler drops the type-only ones.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".d.ts"] },
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};

export default config;
