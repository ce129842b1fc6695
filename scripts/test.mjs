// Runs every test of the repository, in two lanes side by side, and fails when any step fails:
//
//   tests    every Vitest project but the end-to-end one: units, stories in Chromium, the API suite
//            on PGlite and on PostgreSQL;
//   e2e      the end-to-end tests (one server, their files one after another), then the packages'
//            check (build, size, publint, attw, the consumer app) and the route sizes.
//
// The end-to-end files share one server and its clock, so they cannot run beside each other; run
// after the rest, as one Vitest run orders them, they would double the suite's time. Each lane
// prints its lines with its name in front; a summary of the steps ends the output.
import { spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const vitest = ["node_modules/vitest/vitest.mjs", "run"];

const lanes = {
  tests: [["vitest", [...vitest, "--project", "!e2e"]]],
  e2e: [
    ["vitest e2e", [...vitest, "--project", "e2e"]],
    ["packages", ["scripts/check-packages.mjs"]],
    ["route sizes", ["scripts/check-route-sizes.mjs"]],
  ],
};

/** Runs one step in Node, each line of its output prefixed with its lane; resolves its exit code. */
function step(lane, args) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = `[${lane}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => process.stdout.write(prefix + line + "\n"));
  }
  return new Promise((done) => child.once("exit", (code, signal) => done(code ?? (signal ? 1 : 0))));
}

const summary = [];
const started = performance.now();
const minutes = (from) => ((performance.now() - from) / 60_000).toFixed(1);

await Promise.all(
  Object.entries(lanes).map(async ([lane, steps]) => {
    for (const [name, args] of steps) {
      const from = performance.now();
      const code = await step(lane, args);
      // Every step runs whatever the one before it did, so one failure hides no other.
      summary.push({ lane, name, code, minutes: minutes(from) });
    }
  }),
);

console.log(`\nAll tests in ${minutes(started)} min:`);
for (const { lane, name, code, minutes: took } of summary) {
  console.log(`  ${code === 0 ? "passed" : "FAILED"}  ${lane.padEnd(5)}  ${name.padEnd(11)}  ${took} min`);
}
process.exitCode = summary.every((entry) => entry.code === 0) ? 0 : 1;
