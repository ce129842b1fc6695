import { defineProject } from "vitest/config";
import { sendlineSource } from "../../vite.shared";

export default defineProject({
  plugins: [sendlineSource()],
  test: {
    name: "console",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
  },
});
