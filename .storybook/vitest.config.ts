import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { chromiumLaunchOptions, sendlineSource } from "../vite.shared";

const configDir = fileURLToPath(new URL(".", import.meta.url));

/** Every story is a test: it renders in Chromium, runs its play function, passes axe and matches its screenshot. */
export default defineProject({
  plugins: [react(), storybookTest({ configDir }), sendlineSource()],
  // Pre-bundled up front: a dependency found mid-run makes Vite reload the page under a running test.
  optimizeDeps: { include: ["react/jsx-dev-runtime", "react-dom/client"] },
  test: {
    name: "storybook",
    setupFiles: [fileURLToPath(new URL("./vitest.setup.ts", import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { locale: "en-US", timezoneId: "Asia/Manila", reducedMotion: "reduce" },
      }),
      instances: [{ browser: "chromium" }],
      viewport: { width: 1200, height: 900 },
      expect: {
        toMatchScreenshot: {
          // Strict: a single differing pixel fails, so a 1 % change always does.
          comparatorName: "pixelmatch",
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
        },
      },
    },
  },
});
