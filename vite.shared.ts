import { defaultClientConditions, defaultServerConditions, type Plugin } from "vite";

/** The export condition under which workspace packages point at their TypeScript source. */
export const SOURCE_CONDITION = "@sendline/source";

/** Resolves `@sendline/*` packages to source, so nothing needs building during development and tests. */
export function sendlineSource(): Plugin {
  return {
    name: "sendline-source",
    config: () => ({
      resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
      ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    }),
  };
}

/** Launch options for Debian's Chromium, shared by Vitest browser mode and Playwright. */
export { chromiumLaunchOptions } from "./scripts/chromium.mjs";
