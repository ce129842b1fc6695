// The README's test command: the API's build, every Vitest project, the package checks and the
// route-size check, one after another.
//
// The API's programs are built once first (`apps/api/dist`, run by every test that starts a server or
// a simulator as a process of its own); `SENDLINE_API_BUILT=1` tells the projects' global setups,
// which build it when a project runs alone, that it is done.
//
// Lanes that ran the end-to-end tests beside the API suite on PostgreSQL and the package checks were
// tried, at the same CPU priority and with the second lane at `nice` 19: on two cores each lane
// slowed the other until timing checks failed (an end-to-end focus poll; Fastify's ten seconds for a
// plugin to start in the starved lane). The API README has the figures.
//
// A step runs whatever failed before it; the command fails when any step did. The run ends with the
// name and first error line of every test that failed and each step's result and time, so that the
// end of a long log says what to look at.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const resolvePackage = (name) => createRequire(import.meta.url).resolve(`${name}/package.json`);
const vitest = join(dirname(resolvePackage("vitest")), "vitest.mjs");
const tsup = join(
  dirname(resolvePackage("tsup")),
  JSON.parse(readFileSync(resolvePackage("tsup"), "utf8")).bin.tsup,
);
const reports = mkdtempSync(join(tmpdir(), "sendline-test-reports-"));
const vitestReport = join(reports, "vitest.json");

await import("./ensure-chromium.mjs");

/** What ran, in the order it ended: its name, whether it passed and how long it took. */
const results = [];

/** Runs one step with Node, its output going straight through. */
function step(name, args, { cwd = root } = {}) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd, stdio: "inherit" });
    child.on("close", (code, signal) => {
      const passed = code === 0;
      results.push({ name, passed, seconds: (Date.now() - started) / 1000 });
      if (!passed) console.error(`✗ ${name} failed (${signal ?? `exit code ${code}`})`);
      done(passed);
    });
  });
}

if (await step("API build", [tsup, "--silent"], { cwd: join(root, "apps/api") }))
  process.env.SENDLINE_API_BUILT = "1";
await step("Vitest: every project", [
  vitest,
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
await step("package checks", ["scripts/check-packages.mjs"]);
await step("route sizes", ["scripts/check-route-sizes.mjs"]);

/**
 * The first line of a failure, and the step a browser test was waiting on when it has one
 * (Playwright's call log: "waiting for getByText('Live updates')").
 */
function firstLine(text = "") {
  const lines = text.split("\n").map((line) => line.trim());
  const first = lines.find((line) => line !== "") ?? "";
  const waiting = lines.find((line) => line.startsWith("- waiting for "));
  return waiting ? `${first}\n      ${waiting}` : first;
}

/** Every failed test (or file that failed before its tests ran) in Vitest's JSON report. */
function failures() {
  let report;
  try {
    report = JSON.parse(readFileSync(vitestReport, "utf8"));
  } catch {
    return [];
  }
  const found = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed)
      found.push(`${path} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === "failed")
      found.push(`${path}\n      ${firstLine(file.message)}`);
  }
  return found;
}

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
