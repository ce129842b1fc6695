// Builds every library under packages/ and checks it the way a consumer sees it: its size budgets
// (the package's `size` script, when it has one), publint --strict, Are The Types Wrong on the tarball
// pnpm would publish, and at the end an app outside the workspace that installs those tarballs and
// renders from them (check-tarball-consumer.mjs). First, each README's Dependencies table is compared
// with its package.json (check-readme-dependencies.mjs); the ui README's component reference is compared
// with the code while the libraries build.
//
// The libraries build one after another, each after those it depends on; a library's checks run
// while the next one builds, and each library's output is printed whole once its checks end.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { checkReadmeDependencies } from "./check-readme-dependencies.mjs";
import { checkTarballConsumer } from "./check-tarball-consumer.mjs";

const root = new URL("..", import.meta.url).pathname;
const exec = promisify(execFile);

/** Runs a command and answers what it printed; on failure throws with that output as its message. */
async function output(command, args, cwd) {
  try {
    const { stdout, stderr } = await exec(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return stdout + stderr;
  } catch (error) {
    throw new Error(`${error.stdout ?? ""}${error.stderr ?? ""}\n${command} ${args.join(" ")} failed`);
  }
}

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
// The ui README's component reference is read from the code with the TypeScript compiler: it is checked
// while the libraries build, and its output printed once it ends.
const componentDocs = output(
  "node",
  ["scripts/component-docs.mjs", "--check"],
  join(root, "packages", "ui"),
).then(
  (printed) => ({ printed, ok: true }),
  (error) => ({ printed: error.message, ok: false }),
);

const packs = mkdtempSync(join(tmpdir(), "sendline-packs-"));
const tarballs = {};
const failed = readmeProblems.length ? ["README contents"] : [];
/** Prints the component reference's check once it ended, counting it as failed when it did. */
async function reportComponentDocs() {
  const { printed, ok } = await componentDocs;
  console.log(`\n▶ the ui README's component reference against the code\n${printed.trimEnd()}`);
  if (!ok) {
    failed.push("the ui README's component reference");
    console.error("✗ the ui README's component reference is not what the code would write");
  }
}
/**
 * A built library's size budgets, publint and its tarball's types (attw); answers its tarball's path.
 * `log` collects the output, printed by the caller once the checks end.
 */
async function checkBuilt({ folder, dir, manifest }, log) {
  if (manifest.scripts?.size) log.push(await output("pnpm", ["run", "size"], dir));
  log.push(await output("pnpm", ["exec", "publint", "--strict", "--pack", "pnpm"], dir));
  const out = join(packs, folder);
  mkdirSync(out);
  log.push(await output("pnpm", ["pack", "--pack-destination", out], dir));
  const tarball = join(
    out,
    readdirSync(out).find((file) => file.endsWith(".tgz")),
  );
  log.push(await output("pnpm", ["exec", "attw", tarball, "--profile", "esm-only"], dir));
  return tarball;
}

try {
  const checking = [];
  for (const library of buildOrder(libraries)) {
    const { manifest, dir } = library;
    const title = `\n▶ ${manifest.name}: build, ${manifest.scripts?.size ? "size budgets, " : ""}publint --strict, attw`;
    const log = [title];
    const done = (ok) => {
      console.log(log.join("\n"));
      if (ok) return;
      failed.push(manifest.name);
      console.error(`✗ ${manifest.name} failed its package checks`);
    };
    try {
      log.push(await output("pnpm", ["run", "build"], dir));
    } catch (error) {
      log.push(error.message);
      done(false);
      continue;
    }
    checking.push(
      checkBuilt(library, log).then(
        (tarball) => {
          tarballs[manifest.name] = tarball;
          done(true);
        },
        (error) => {
          log.push(error.message);
          done(false);
        },
      ),
    );
  }
  await Promise.all(checking);
  await reportComponentDocs();

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

const checks = libraries.length + 3;
console.log(`\nPackage checks: ${checks - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
