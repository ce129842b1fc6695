import { defineConfig } from "tsup";
import { PROGRAMS } from "./src/lib/programs";

/**
 * The server and the programs it starts, as plain JavaScript for Node: one file each in `dist/`, with
 * the chunks they share beside them. `pnpm start` and the tests that start processes run these, so
 * no process pays for a TypeScript loader (about 3.5 s of CPU a start). The workspace packages are
 * bundled from their sources; the package's own dependencies stay imports from its node_modules.
 */
export default defineConfig({
  entry: PROGRAMS,
  format: ["esm"],
  platform: "node",
  target: "node20",
  clean: true,
  sourcemap: true,
  noExternal: [/^@sendline\//],
  esbuildOptions(options) {
    options.conditions = ["@sendline/source"];
  },
});
