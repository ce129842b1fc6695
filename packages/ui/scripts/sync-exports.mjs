// Writes one subpath export per component folder (src/<name>/index.ts) into package.json, in both
// `exports` (with the workspace's source condition) and `publishConfig.exports` (the published shape).
// Run it after adding a component: `node scripts/sync-exports.mjs`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const manifestPath = join(root, "package.json");
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

const components = readdirSync(join(root, "src"))
  .filter((name) => existsSync(join(root, "src", name, "index.ts")))
  .sort();

const entry = (source, types, js) => ({ "@sendline/source": source, types, default: js });
const exportsMap = { ".": entry("./src/index.ts", "./dist/index.d.ts", "./dist/index.js") };
for (const name of components) {
  exportsMap[`./${name}`] = entry(
    `./src/${name}/index.ts`,
    `./dist/${name}/index.d.ts`,
    `./dist/${name}/index.js`,
  );
}
exportsMap["./styles.css"] = { "@sendline/source": "./src/styles.css", default: "./dist/styles.css" };
exportsMap["./theme.css"] = { "@sendline/source": "./src/theme.css", default: "./dist/theme.css" };
// Written for the dist folder (its @source lines name the compiled files), so no source condition.
exportsMap["./tailwind.css"] = { default: "./dist/tailwind.css" };
exportsMap["./package.json"] = "./package.json";

const published = Object.fromEntries(
  Object.entries(exportsMap).map(([key, value]) => {
    if (typeof value === "string") return [key, value];
    const { "@sendline/source": _source, ...rest } = value;
    return [key, rest];
  }),
);

manifest.exports = exportsMap;
manifest.publishConfig = { ...manifest.publishConfig, exports: published };
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${components.length} component subpaths written to package.json`);
