import { defineProject } from "vitest/config";
import { sendlineSource } from "../../vite.shared";

/** Tests that need a real PostgreSQL server: several server processes on one database. */
export const POSTGRES_ONLY = "test/**/*.pg.test.ts";

/** The API suite on an in-memory PGlite per test file. */
export default defineProject({
  plugins: [sendlineSource()],
  test: {
    name: "api",
    environment: "node",
    include: ["test/**/*.test.ts"],
    exclude: [POSTGRES_ONLY],
    globalSetup: ["test/global-setup.ts"],
    // One embedded PostgreSQL per test file is already ~750 MB: files run one after another.
    fileParallelism: false,
    // Files share one worker's loaded modules instead of importing the server again each (a
    // quarter of a short file's time); each still opens its own database and app.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
