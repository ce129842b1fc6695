// Builds the console and adds up, per route, the gzip size of every JavaScript chunk the route
// loads: the entry, the route's own lazy chunk, and everything those import statically. Prints the
// table and fails when a route is over its budget, or when the editor reaches a route that does not
// use it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const consoleDir = join(root, "apps/console");
const dist = join(consoleDir, "dist");

/**
 * Budgets in kB (1000 bytes) of gzip JavaScript. A public route's target is 100 kB; until the
 * console gets there (see apps/console/README.md: React DOM alone is 67 kB), each route has a
 * ceiling at what it reaches today, so no change makes a route heavier unnoticed.
 */
const PUBLIC_ROUTE_TARGET = 100;
// The shell's ceiling rose 2 kB when the build began folding chunks under 30 kB into others
// (vite.config.ts): a phone asks for 20 scripts instead of 30 on a campaign list.
const SHELL_CEILING = 174;
const MODULE_BUDGET = 150;

/** Public routes: the source file their screen comes from, and their ceiling. */
const PUBLIC_ROUTES = {
  "/login": { source: "src/app/routes/login.tsx", ceiling: 125 },
  "/forgot-password": { source: "src/app/routes/forgot-password.tsx", ceiling: 138 },
  "/reset-password/…": { source: "src/app/routes/password.tsx", ceiling: 138 },
  "/setup-account/…": { source: "src/app/routes/setup-account.tsx", ceiling: 138 },
  "/twofa-login/…": { source: "src/app/routes/two-factor.tsx", ceiling: 138 },
  "/top-up-verify/…": { source: "src/app/routes/top-up-verify.tsx", ceiling: 138 },
  "/signup…": { source: "src/app/routes/signup.tsx", ceiling: 138 },
};
const SHELL = "src/app/routes/signed-in.tsx";
const MODULES = [
  "sms",
  "viber",
  "email",
  "contacts",
  "reports",
  "credentials",
  "settings",
  "billing",
  "admin",
];

if (!process.argv.includes("--no-build")) {
  execFileSync("pnpm", ["exec", "vite", "build", "--logLevel", "warn"], {
    cwd: consoleDir,
    stdio: "inherit",
  });
}

const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const sizes = new Map();
const gzipOf = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};

/** Which chunk each source file of the build went into, read from the chunks' source maps. */
let chunkOfSource;
function chunkHolding(source) {
  if (!chunkOfSource) {
    chunkOfSource = new Map();
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.file.endsWith(".js")) continue;
      const map = JSON.parse(readFileSync(join(dist, `${chunk.file}.map`), "utf8"));
      for (const path of map.sources) chunkOfSource.set(resolve(dist, dirname(chunk.file), path), key);
    }
  }
  return chunkOfSource.get(join(consoleDir, source));
}

/**
 * A source file's manifest key. Rollup folds small chunks into others (the build's
 * `experimentalMinChunkSize`), so a lazily imported module may live in a chunk named after another
 * one; the source maps say which.
 */
function keyOf(source) {
  if (manifest[source]) return source;
  const found = chunkHolding(source);
  if (!found) throw new Error(`${source} is not in the console's build manifest`);
  return found;
}

/** The chunk files a manifest key loads before it runs: itself and its static imports, transitively. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the console's build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.map((key) => (key === entryKey ? key : keyOf(key))).forEach(visit);
  return files;
}

const kB = (bytes) => bytes / 1000;
const total = (files) => kB([...files].reduce((sum, file) => sum + gzipOf(file), 0));
const usesEditor = (files) =>
  [...files].some((file) => readFileSync(join(dist, file), "utf8").includes("ProseMirror"));

const rows = [];
const failures = [];
for (const [route, { source, ceiling }] of Object.entries(PUBLIC_ROUTES)) {
  const files = closure([entryKey, source]);
  const size = total(files);
  rows.push({
    route,
    "kB gzip": size.toFixed(1),
    budget: `${ceiling} (target ${PUBLIC_ROUTE_TARGET})`,
    editor: usesEditor(files) ? "yes" : "no",
  });
  if (size > ceiling) failures.push(`${route} loads ${size.toFixed(1)} kB, over its ${ceiling} kB`);
  if (usesEditor(files)) failures.push(`${route} loads the editor, which it does not use`);
}
const shell = closure([entryKey, SHELL]);
const shellSize = total(shell);
rows.push({
  route: "signed-in shell",
  "kB gzip": shellSize.toFixed(1),
  budget: `${SHELL_CEILING}`,
  editor: usesEditor(shell) ? "yes" : "no",
});
if (shellSize > SHELL_CEILING)
  failures.push(`the signed-in shell loads ${shellSize.toFixed(1)} kB, over its ${SHELL_CEILING} kB`);
if (usesEditor(shell)) failures.push("the signed-in shell loads the editor");
for (const module of MODULES) {
  const files = closure([entryKey, SHELL, `src/app/routes/modules/${module}.tsx`]);
  const more = total(new Set([...files].filter((file) => !shell.has(file))));
  rows.push({
    route: `  + ${module} module`,
    "kB gzip": `+${more.toFixed(1)}`,
    budget: `+${MODULE_BUDGET}`,
    editor: usesEditor(files) ? "yes" : "no",
  });
  if (more > MODULE_BUDGET)
    failures.push(`the ${module} module adds ${more.toFixed(1)} kB, over its ${MODULE_BUDGET} kB`);
}

const html = readFileSync(join(dist, "index.html"), "utf8");
if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html))
  failures.push("index.html has an inline script, which the CSP refuses");

console.log("Console JavaScript per route (gzip, kB = 1000 bytes):");
console.table(rows);
if (failures.length > 0) {
  console.error(failures.map((failure) => `✗ ${failure}`).join("\n"));
  process.exit(1);
}
console.log("✓ every route is within its budget");
