import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import type { Page } from "playwright";
import type { BrowserCommand } from "vitest/node";
import { chromiumLaunchOptions, sendlineSource } from "../vite.shared";

const configDir = fileURLToPath(new URL(".", import.meta.url));

/**
 * Sets the size of the page that holds the story's frame (when given) and answers its size before.
 * The frame is scaled to fit that page: growing both by one factor lets a tall story be painted
 * whole at the scale every other screenshot has.
 */
const outerPage: BrowserCommand<[size?: { width: number; height: number }]> = async (context, size) => {
  if (context.provider.name !== "playwright") throw new Error("The screenshots are taken with Playwright");
  const page = (context as unknown as { page: Page }).page;
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  if (size) await page.setViewportSize(size);
  return before;
};

/** Every story is a test: it renders in Chromium, runs its play function, passes axe and matches its screenshot. */
export default defineProject({
  plugins: [react(), storybookTest({ configDir }), sendlineSource()],
  // Pre-bundled up front: a dependency found mid-run makes Vite reload the page under a running test.
  // The list covers every runtime dependency the stories import, so a fresh clone's first run is stable.
  optimizeDeps: {
    include: [
      "react/jsx-dev-runtime",
      "react-dom/client",
      "radix-ui",
      "@radix-ui/react-accordion",
      "@radix-ui/react-alert-dialog",
      "@radix-ui/react-avatar",
      "@radix-ui/react-checkbox",
      "@radix-ui/react-dialog",
      "@radix-ui/react-dropdown-menu",
      "@radix-ui/react-label",
      "@radix-ui/react-popover",
      "@radix-ui/react-portal",
      "@radix-ui/react-progress",
      "@radix-ui/react-radio-group",
      "@radix-ui/react-select",
      "@radix-ui/react-slot",
      "@radix-ui/react-switch",
      "@radix-ui/react-tabs",
      "@radix-ui/react-toggle-group",
      "@radix-ui/react-tooltip",
      "class-variance-authority",
      "clsx",
      "tailwind-merge",
      "lucide-react",
      "uplot",
      "@tanstack/react-table",
      "@tanstack/react-query",
      "cmdk",
      "wouter",
      "wouter/memory-location",
      "react-hook-form",
      "@hookform/resolvers/zod",
      "date-fns",
      "zod",
      "prosemirror-state",
      "prosemirror-view",
      "prosemirror-model",
      "prosemirror-transform",
      "prosemirror-history",
      "prosemirror-keymap",
      "prosemirror-commands",
      "prosemirror-schema-list",
      "prosemirror-inputrules",
      "prosemirror-dropcursor",
      "prosemirror-gapcursor",
      "@dnd-kit/core",
      "@dnd-kit/sortable",
      "@dnd-kit/utilities",
    ],
  },
  test: {
    name: "storybook",
    // A story that types into the composers redraws them on every key: 15 s is too short for it
    // on a loaded two-core runner.
    testTimeout: 30_000,
    setupFiles: [fileURLToPath(new URL("./vitest.setup.ts", import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { locale: "en-US", timezoneId: "Asia/Manila", reducedMotion: "reduce" },
      }),
      instances: [{ browser: "chromium" }],
      commands: { outerPage },
      viewport: { width: 1200, height: 900 },
      expect: {
        toMatchScreenshot: {
          // Strict enough that a 1 % change always fails, with room for a few anti-aliased pixels.
          comparatorName: "pixelmatch",
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
