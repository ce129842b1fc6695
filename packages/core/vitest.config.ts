import { defineProject } from "vitest/config";
import { sendlineSource } from "../../vite.shared";

export default defineProject({
  plugins: [sendlineSource()],
  test: { name: "core", environment: "node", include: ["src/**/*.test.ts"] },
});
