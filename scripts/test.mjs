// The README's test command: every Vitest project, the package checks and the route-size check, laid
// out so that both cores stay busy without slowing the tests that wait on timing.
//
// 1. The API suite on PGlite beside the stories: Vitest runs a node project and the browser project
//    side by side, and the two keep both cores busy.
// 2. Two lanes at once. In the first, the end-to-end tests, at the normal priority: they wait on their
//    browser and their API processes for a third of the time, and some of their checks poll for a
//    second. In the second, at the lowest CPU priority (`nice` 19), the API suite on PostgreSQL, the
//    unit projects, the package checks and the route sizes: that lane takes what the first leaves
//    idle and yields the cores whenever the first wants them. At the same priority the two lanes
//    slowed each other (end-to-end 1.4×, the PostgreSQL suite 1.7×) until an end-to-end focus check
//    timed out; the API README has the figures.
//
// First the API's programs are built once (`dist/`, run by every test that starts a server or a
// simulator as a process of its own); `SENDLINE_API_BUILT=1` tells the projects' global setups, which
// build it when a project runs alone, not to build it again under the other lane's running servers.
//
// A step runs whatever failed before it; the command fails when any step did. Over the two lanes
// each line is printed with its lane's name in front. The run ends with each step's result and time,
// and the name and first error line of every test that failed, so that the end of a long log says
// what to look at.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline";

const root = new URL("..", import.meta.url).pathname;
const vitest = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");
const reports = mkdtempSync(join(tmpdir(), "sendline-test-reports-"));

await import("./ensure-chromium.mjs");

/** `nice` where the system has it: the background lane's steps run under it. */
const nice = process.platform !== "win32" && spawnSync("nice", ["true"]).status === 0;

/** What ran, in the order it ended: its name, whether it passed and how long it took. */
const results = [];

/**
 * Runs one step. With `lane`, each line it prints is prefixed with the lane's name; with
 * `background`, it runs at the lowest CPU priority.
 */
function step(name, args, { lane, background = false, cwd = root } = {}) {
  const started = Date.now();
  const [command, commandArgs] =
    background && nice ? ["nice", ["-n", "19", process.execPath, ...args]] : [process.execPath, args];
  return new Promise((done) => {
    const child = spawn(command, commandArgs, {
      cwd,
      stdio: lane ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (lane) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on("line", (line) => out.write(`[${lane}] ${line}\n`));
      }
    }
    child.on("close", (code, signal) => {
      const passed = code === 0;
      results.push({ name, passed, seconds: (Date.now() - started) / 1000 });
      if (!passed) console.error(`✗ ${name} failed (${signal ?? `exit code ${code}`})`);
      done(passed);
    });
  });
}

/** Vitest on these projects, its usual output plus a JSON report the summary reads. */
const vitestRun = (...projects) => {
  const report = join(reports, `${projects.join("-")}.json`);
  return [
    vitest,
    "run",
    ...projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
};

const tsupPackage = createRequire(import.meta.url).resolve("tsup/package.json");
const tsup = join(dirname(tsupPackage), JSON.parse(readFileSync(tsupPackage, "utf8")).bin.tsup);
if (await step("API build", [tsup, "--silent"], { cwd: join(root, "apps/api") }))
  process.env.SENDLINE_API_BUILT = "1";
await step("Vitest: api, storybook", vitestRun("api", "storybook"));
const units = ["api-postgres", "console", "core", "designer", "editor", "ui"];
await Promise.all([
  step("Vitest: e2e", vitestRun("e2e"), { lane: "e2e" }),
  (async () => {
    const background = { lane: "units", background: true };
    await step(`Vitest: ${units.join(", ")}`, vitestRun(...units), background);
    await step("package checks", ["scripts/check-packages.mjs"], { ...background, lane: "packages" });
    await step("route sizes", ["scripts/check-route-sizes.mjs"], { ...background, lane: "routes" });
  })(),
]);

/** Every failed test (or file that failed before its tests ran) in the JSON reports. */
function failures() {
  const found = [];
  for (const projects of [["api", "storybook"], ["e2e"], units]) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(reports, `${projects.join("-")}.json`), "utf8"));
    } catch {
      continue;
    }
    for (const file of report.testResults ?? []) {
      const path = relative(root, file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failed)
        found.push(`${path} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
      if (failed.length === 0 && file.status === "failed")
        found.push(`${path}\n      ${firstLine(file.message)}`);
    }
  }
  return found;
}

const firstLine = (text = "") => text.split("\n").find((line) => line.trim() !== "") ?? "";

const time = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};
const failed = failures();
if (failed.length > 0) {
  console.log("\nFailed tests:");
  for (const line of failed) console.log(`  ✗ ${line}`);
}
console.log("\nTest steps:");
for (const { name, passed, seconds } of results)
  console.log(`  ${passed ? "✓" : "✗"} ${name} (${time(seconds)})`);
rmSync(reports, { recursive: true, force: true });
process.exit(results.every((result) => result.passed) ? 0 : 1);
