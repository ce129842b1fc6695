import { existsSync, readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// Entries in a fixed order: a glob lists folders in the file system's order, which changes the order of
// the root entry's re-exports from one checkout to another, and with it the kit's gzip size.
const components = readdirSync("src")
  .filter((name) => existsSync(`src/${name}/index.ts`))
  .sort();

export default defineConfig({
  // The root entry plus one per component folder, for the `@sendline/ui/<component>` subpath exports.
  entry: ["src/index.ts", ...components.map((name) => `src/${name}/index.ts`)],
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
