import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { mergeConfig } from "vite";
import { sendlineSource } from "../vite.shared.ts";

/** One Storybook for the whole repository: the kit, the editor and the console screens. */
const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../packages/*/src/**/*.stories.@(ts|tsx)", "../apps/console/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [tailwindcss(), sendlineSource()] }),
};

export default config;
