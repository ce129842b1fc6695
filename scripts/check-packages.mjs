// Builds every library under packages/ and checks it the way a consumer sees it: its size budgets
// (the package's `size` script, when it has one), publint --strict, Are The Types Wrong on the tarball
// pnpm would publish, and at the end an app outside the workspace that installs those tarballs and
// renders from them (check-tarball-consumer.mjs). First, each README's Dependencies table is compared
// with its package.json (check-readme-dependencies.mjs).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkReadmeDependencies } from "./check-readme-dependencies.mjs";
import { checkTarballConsumer } from "./check-tarball-consumer.mjs";

const root = new URL("..", import.meta.url).pathname;
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: "inherit" });

const libraries = readdirSync(join(root, "packages")).map((folder) => {
  const dir = join(root, "packages", folder);
  return { folder, dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) };
});

/** Each library after the workspace libraries it depends on, so their builds exist when it builds. */
function buildOrder(list) {
  const ordered = [];
  const visit = (library) => {
    if (ordered.includes(library)) return;
    for (const name of Object.keys(library.manifest.dependencies ?? {})) {
      const dependency = list.find((candidate) => candidate.manifest.name === name);
      if (dependency) visit(dependency);
    }
    ordered.push(library);
  };
  list.forEach(visit);
  return ordered;
}

console.log("\n▶ each README's Dependencies table against its package.json");
const readmeProblems = checkReadmeDependencies(root);
for (const problem of readmeProblems) console.error(`✗ ${problem}`);
console.log("\n▶ the ui README's component reference against the code");
try {
  run("node", ["scripts/component-docs.mjs", "--check"], join(root, "packages", "ui"));
} catch {
  readmeProblems.push("the ui README's component reference");
}

const packs = mkdtempSync(join(tmpdir(), "sendline-packs-"));
const tarballs = {};
const failed = readmeProblems.length ? ["README contents"] : [];
try {
  for (const { folder, dir, manifest } of buildOrder(libraries)) {
    const size = Boolean(manifest.scripts?.size);
    console.log(`\n▶ ${manifest.name}: build, ${size ? "size budgets, " : ""}publint --strict, attw`);
    try {
      run("pnpm", ["run", "build"], dir);
      if (size) run("pnpm", ["run", "size"], dir);
      run("pnpm", ["exec", "publint", "--strict", "--pack", "pnpm"], dir);
      const out = join(packs, folder);
      mkdirSync(out);
      run("pnpm", ["pack", "--pack-destination", out], dir);
      const tarball = join(
        out,
        readdirSync(out).find((file) => file.endsWith(".tgz")),
      );
      run("pnpm", ["exec", "attw", tarball, "--profile", "esm-only"], dir);
      tarballs[manifest.name] = tarball;
    } catch {
      failed.push(manifest.name);
      console.error(`✗ ${manifest.name} failed its package checks`);
    }
  }

  console.log("\n▶ an app outside the workspace installs the tarballs and renders from them");
  try {
    await checkTarballConsumer(tarballs);
  } catch (error) {
    failed.push("tarball consumer");
    console.error(`✗ ${error instanceof Error ? error.message : error}`);
  }
} finally {
  rmSync(packs, { recursive: true, force: true });
}

const checks = libraries.length + 2;
console.log(`\nPackage checks: ${checks - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
