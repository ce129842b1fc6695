// The README's test command: every Vitest project, then the package checks and the route-size check.
// Each step runs whatever failed before it; the command fails when any step did, and ends with each
// step's result and time.
//
// Running the end-to-end tests in a lane of their own beside the API suite on PostgreSQL, the unit
// projects and the package checks took the run from 45–49 to 43 minutes, but on two cores the lanes
// slowed each other until a timing test failed (see the API README): the steps run one after another.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";

const root = new URL("..", import.meta.url).pathname;
const vitest = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");

await import("./ensure-chromium.mjs");

/** What ran, in the order it ended: its name, whether it passed and how long it took. */
const results = [];

/** Runs one step, its output going straight through. */
function step(name, args) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    child.on("close", (code, signal) => {
      const passed = code === 0;
      results.push({ name, passed, seconds: (Date.now() - started) / 1000 });
      if (!passed) console.error(`✗ ${name} failed (${signal ?? `exit code ${code}`})`);
      done(passed);
    });
  });
}

await step("Vitest: every project", [vitest, "run"]);
await step("package checks", ["scripts/check-packages.mjs"]);
await step("route sizes", ["scripts/check-route-sizes.mjs"]);

const time = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};
console.log("\nTest steps:");
for (const { name, passed, seconds } of results)
  console.log(`  ${passed ? "✓" : "✗"} ${name} (${time(seconds)})`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
