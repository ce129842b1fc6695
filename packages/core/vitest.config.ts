import { defineProject } from "vitest/config";
import { sendlineSource } from "../../vite.shared";

export default defineProject({
  plugins: [sendlineSource()],
  test: {
    name: "core",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Pure functions, no mocks nor globals changed: the files share one worker's loaded modules
    // instead of importing core again each.
    isolate: false,
  },
});
