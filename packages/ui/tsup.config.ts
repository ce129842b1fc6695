import { defineConfig } from "tsup";

export default defineConfig({
  // The root entry plus one per component folder, for the `@sendline/ui/<component>` subpath exports.
  entry: ["src/index.ts", "src/*/index.ts"],
  format: ["esm"],
  // Declarations come from tsc (see the build script): one bundling pass per entry is too slow here.
  dts: false,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  external: ["react", "react-dom", "react/jsx-runtime"],
  tsconfig: "tsconfig.build.json",
});
