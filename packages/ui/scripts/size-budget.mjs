// Checks the kit's size budgets on the built package, the way a consumer's bundler sees it:
// `Button` alone at most 6 kB gzip and the whole kit at most 90 kB gzip, beyond React, React DOM
// and uPlot. Prints the figures; exits non-zero when a budget is exceeded. Run after `pnpm build`.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const dist = new URL("../dist/", import.meta.url).pathname;
const external = ["react", "react-dom", "react/jsx-runtime", "react-dom/client", "uplot"];

const budgets = [
  { name: "Button alone", source: `export { Button } from "${dist}button/index.js";`, limitKb: 6 },
  { name: "whole kit", source: `export * from "${dist}index.js";`, limitKb: 90 },
];

let failed = 0;
for (const budget of budgets) {
  const result = await build({
    stdin: { contents: budget.source, resolveDir: dist, loader: "js" },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    external,
    loader: { ".css": "empty" },
    logLevel: "silent",
  });
  const kb = gzipSync(result.outputFiles[0].contents).length / 1024;
  const ok = kb <= budget.limitKb;
  if (!ok) failed += 1;
  console.log(`${ok ? "✓" : "✗"} ${budget.name}: ${kb.toFixed(1)} kB gzip (budget ${budget.limitKb} kB)`);
}
process.exit(failed ? 1 : 0);
