// tsc writes declaration files with the extensionless relative imports of the source. Node's ESM
// resolution (and so TypeScript's node16 / nodenext modes) needs full paths: this rewrites
// `./button` to `./button/index.js` or `./button.js`, whichever exists in dist.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const dist = new URL("../dist", import.meta.url).pathname;
const specifier = /(from\s+|import\(\s*)(["'])(\.{1,2}\/[^"']*)\2/g;

function resolveSpecifier(fromDir, path) {
  if (/\.(js|css|json)$/.test(path)) return path;
  if (existsSync(join(fromDir, `${path}.d.ts`))) return `${path}.js`;
  if (existsSync(join(fromDir, path, "index.d.ts"))) return `${path}/index.js`;
  throw new Error(`Cannot resolve ${path} from ${fromDir}`);
}

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (file.endsWith(".d.ts")) {
      const source = readFileSync(file, "utf8");
      const fixed = source.replace(
        specifier,
        (_, prefix, quote, path) => `${prefix}${quote}${resolveSpecifier(dirname(file), path)}${quote}`,
      );
      if (fixed !== source) writeFileSync(file, fixed);
    }
  }
}

walk(dist);
