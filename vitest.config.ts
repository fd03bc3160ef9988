import { defineConfig } from "vitest/config";

// Unit tests (test/*.test.ts) import the app's TypeScript directly: `@/` comes from tsconfig.json's paths,
// and Vite turns a component's stylesheet import (app/global-error.tsx) into an empty module.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { include: ["test/**/*.test.ts"], environment: "node" },
});
