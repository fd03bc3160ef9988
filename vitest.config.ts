import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests (test/*.test.ts) import the app's TypeScript directly: `@/` comes from tsconfig.json's paths,
// and Vite turns a component's stylesheet import (app/global-error.tsx) into an empty module.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // One test file per core, not Vitest's default of one fewer: on two cores that default is a single file at a time,
    // and the slowest files mostly wait on the type checker, git and next build, each one core's work.
    maxWorkers: availableParallelism(),
  },
});
