import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/contract/index.ts", "src/safelist/index.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  tsconfig: "tsconfig.build.json",
});
