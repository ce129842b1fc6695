import { defineProject } from "vitest/config";
import { sendlineSource } from "../../vite.shared";

export default defineProject({
  plugins: [sendlineSource()],
  test: {
    name: "api",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // One embedded PostgreSQL per test file is already ~750 MB: files run one after another.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
