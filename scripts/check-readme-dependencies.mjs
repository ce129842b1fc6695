// Each library's README has a "Dependencies" table naming what installing it brings. This compares
// each table with the package's package.json (dependencies and peerDependencies), so the README
// cannot name a package the library does not depend on, or leave one out.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const KINDS = { dependency: "dependencies", peer: "peerDependencies" };

/** The packages the README's Dependencies table names, by kind: `{ dependencies, peerDependencies }`. */
export function readmeDependencies(readme) {
  const section = /^## Dependencies\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1];
  if (!section) throw new Error('has no "## Dependencies" section');
  const named = { dependencies: [], peerDependencies: [] };
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    // A table row: "| `a`, `b` | kind | what for |".
    if (cells.length < 4 || !cells[1]?.startsWith("`")) continue;
    const field = KINDS[cells[2]];
    if (!field) throw new Error(`names "${cells[2]}" as a kind; use ${Object.keys(KINDS).join(" or ")}`);
    for (const [, name] of cells[1].matchAll(/`([^`]+)`/g)) named[field].push(name);
  }
  return named;
}

/** What differs between the README's table and `manifest`, as sentences; empty when they agree. */
export function dependencyDifferences(readme, manifest) {
  const named = readmeDependencies(readme);
  const problems = [];
  for (const [kind, field] of Object.entries(KINDS)) {
    const declared = Object.keys(manifest[field] ?? {});
    for (const name of named[field].filter((name) => !declared.includes(name)))
      problems.push(`names ${name} as a ${kind}, but package.json does not`);
    for (const name of declared.filter((name) => !named[field].includes(name)))
      problems.push(`leaves out the ${kind} ${name}`);
  }
  return problems;
}

/** Checks every library under packages/; returns the problems found, each prefixed by its README. */
export function checkReadmeDependencies(root = new URL("..", import.meta.url).pathname) {
  const problems = [];
  for (const folder of readdirSync(join(root, "packages"))) {
    const dir = join(root, "packages", folder);
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const file = `packages/${folder}/README.md`;
    try {
      const readme = readFileSync(join(dir, "README.md"), "utf8");
      for (const problem of dependencyDifferences(readme, manifest)) problems.push(`${file} ${problem}`);
    } catch (error) {
      problems.push(`${file} ${error instanceof Error ? error.message : error}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkReadmeDependencies();
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length) process.exit(1);
  console.log("Every README's Dependencies table matches its package.json");
}
