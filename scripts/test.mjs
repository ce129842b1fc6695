// The README's test command: every Vitest project, the package checks and the route-size check, laid
// out so that both cores stay busy. First the API suite on PGlite beside the stories (Vitest runs a
// node project and the browser project side by side, and the two keep the cores busy). Then two lanes
// at once: the end-to-end tests in one, which wait on their browser and their API processes a good
// part of the time; in the other the API suite on PostgreSQL, the unit projects, the package checks
// and the route sizes. A step runs whatever failed before it; the command fails when any step did.
//
// Over the two lanes each line is printed with its step's name in front.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";

const root = new URL("..", import.meta.url).pathname;
const vitest = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");

await import("./ensure-chromium.mjs");

/** What ran, in the order it ended: its name, whether it passed and how long it took. */
const results = [];

/** Runs one step; with `label`, each line it prints is prefixed, else its output goes straight through. */
function step(name, args, label) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on("line", (line) => out.write(`[${label}] ${line}\n`));
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

const projects = (...names) => ["run", ...names.flatMap((name) => ["--project", name])];

await step("Vitest: api, storybook", [vitest, ...projects("api", "storybook")]);
await Promise.all([
  step("Vitest: e2e", [vitest, ...projects("e2e")], "e2e"),
  (async () => {
    const units = ["api-postgres", "console", "core", "designer", "editor", "ui"];
    await step(`Vitest: ${units.join(", ")}`, [vitest, ...projects(...units)], "units");
    await step("package checks", ["scripts/check-packages.mjs"], "packages");
    await step("route sizes", ["scripts/check-route-sizes.mjs"], "routes");
  })(),
]);

const time = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};
console.log("\nTest steps:");
for (const { name, passed, seconds } of results)
  console.log(`  ${passed ? "✓" : "✗"} ${name} (${time(seconds)})`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
