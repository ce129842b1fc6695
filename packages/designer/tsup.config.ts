import { defineConfig } from "tsup";

export default defineConfig({
  // The React-free entries (`document`, `render`) are their own files, so a server importing them never
  // loads React or the designer's UI.
  entry: {
    index: "src/index.ts",
    "document/index": "src/document/index.ts",
    "render/index": "src/render/index.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  tsconfig: "tsconfig.build.json",
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^prosemirror-/, /^@sendline\//],
});
