import { defineProject } from "vitest/config";
import { sendlineSource } from "../../vite.shared";

/** End-to-end: the real API and the console's production build, driven in Debian's Chromium. */
export default defineProject({
  // The tests read the workspace packages' sources (core's report dates), as every other project.
  plugins: [sendlineSource()],
  test: {
    name: "e2e",
    environment: "node",
    include: ["e2e/**/*.e2e.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A poll waits as long as a locator does: its default second is short for a page that is still
    // rendering on a busy two-core runner.
    expect: { poll: { timeout: 10_000 } },
  },
});
