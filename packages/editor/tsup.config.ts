import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", "schema/index": "src/schema/index.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  tsconfig: "tsconfig.build.json",
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^prosemirror-/, /^@sendline\//],
});
