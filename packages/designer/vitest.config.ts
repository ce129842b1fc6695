import { defineProject } from "vitest/config";
import { sendlineSource } from "../../vite.shared";

export default defineProject({
  plugins: [sendlineSource()],
  test: { name: "designer", environment: "jsdom", include: ["src/**/*.test.ts", "src/**/*.test.tsx"] },
});
