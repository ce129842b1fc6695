import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const consoleSrc = resolve(import.meta.dirname, "apps/console/src");
const features = readdirSync(resolve(consoleSrc, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The console's boundaries: a feature imports neither another feature nor `app/`; `lib/` imports
 * neither. Screens in `app/routes` compose features.
 */
export const consoleBoundaries = [
  ...features.map((feature) => ({
    target: resolve(consoleSrc, "features", feature),
    from: resolve(consoleSrc, "features"),
    except: [`./${feature}`],
    message: "A feature does not import another feature; compose them in app/routes.",
  })),
  {
    target: resolve(consoleSrc, "features"),
    from: resolve(consoleSrc, "app"),
    message: "A feature does not import app/; what features share lives in lib/.",
  },
  {
    target: resolve(consoleSrc, "lib"),
    from: [resolve(consoleSrc, "features"), resolve(consoleSrc, "app")],
    message: "lib/ imports neither features nor app/.",
  },
];

/**
 * What reaches the browser imports zod/mini only: one classic `zod` import anywhere brings every
 * check zod has into the chunk all the console's routes share (see apps/console/README.md).
 */
const classicZod = {
  name: "zod",
  message: "Import from zod/mini: classic zod adds every check to the console's first load.",
};

/** A chunk loaded with `lazy` alone stays failed after one dropped request and blanks the page. */
const reactLazy = {
  name: "react",
  importNames: ["lazy"],
  message: "Use lazyRetry (lib/lazy-retry.ts): it asks again for a chunk that failed to load.",
};

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/storybook-static/**",
      "**/.data/**",
      "**/drizzle/**",
      "**/__screenshots__/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["packages/core/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [classicZod],
          patterns: [
            { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "core is pure: no React." },
            {
              group: ["ofetch", "socket.io-client", "node:*"],
              message: "core is pure: no network or Node APIs.",
            },
          ],
        },
      ],
      "no-restricted-globals": ["error", "window", "document", "fetch", "localStorage", "navigator"],
    },
  },
  {
    files: ["apps/console/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: consoleBoundaries }],
      "import-x/no-cycle": "error",
      "no-restricted-imports": ["error", { paths: [classicZod, reactLazy] }],
    },
  },
  {
    files: ["apps/console/src/lib/lazy-retry.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [classicZod] }] },
  },
  {
    files: ["packages/designer/src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [classicZod] }] },
  },
);
