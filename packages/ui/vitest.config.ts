import { defineProject } from "vitest/config";
import { sendlineSource } from "../../vite.shared";

/** Unit tests of the kit's pure helpers; components are tested through their stories. */
export default defineProject({
  plugins: [sendlineSource()],
  test: {
    name: "ui",
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
