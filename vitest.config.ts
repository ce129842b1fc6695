import { existsSync } from "node:fs";
import { defineConfig } from "vitest/config";

/** Every test project of the repository; `vitest run --project <name>` runs one. */
export default defineConfig({
  test: {
    projects: [
      "packages/core/vitest.config.ts",
      "packages/ui/vitest.config.ts",
      "packages/editor/vitest.config.ts",
      "packages/designer/vitest.config.ts",
      "apps/api/vitest.config.ts",
      "apps/api/vitest.postgres.config.ts",
      "apps/console/vitest.config.ts",
      ".storybook/vitest.config.ts",
      "apps/console/vitest.e2e.config.ts",
    ].filter((path) => existsSync(path)),
  },
});
