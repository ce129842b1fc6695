// Every test project of the repository, in two Vitest runs side by side.
//
// Vitest gives a two-core machine one worker, so the projects would run one file at a time; the
// browser-driven ones spend much of their time waiting on Chromium and on the API processes they
// start, which the server suite can use meanwhile. Each lane prints its lines with its name in
// front; the command fails when either lane fails, after both have finished.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

// Every project of the root `vitest.config.ts`, each in one lane.
const lanes = {
  server: ["core", "ui", "editor", "designer", "console", "api", "api-postgres"],
  browser: ["e2e", "storybook"],
};

/** Arguments after `pnpm test --` go to both runs, e.g. `--reporter=verbose`. */
const extra = process.argv.slice(2);

function run(name, projects) {
  const args = ["vitest", "run", ...projects.flatMap((project) => ["--project", project]), ...extra];
  const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  const prefix = `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on("line", (line) => out.write(prefix + line + "\n"));
  }
  return new Promise((done) => {
    child.once("error", (error) => {
      out(`${prefix}${error.message}`);
      done(1);
    });
    child.once("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function out(line) {
  process.stderr.write(line + "\n");
}

const started = Date.now();
const codes = await Promise.all(Object.entries(lanes).map(([name, projects]) => run(name, projects)));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const failed = Object.keys(lanes).filter((_, index) => codes[index] !== 0);
if (failed.length > 0) {
  out(`Tests failed in: ${failed.join(", ")} (${minutes} min)`);
  process.exit(1);
}
console.log(`Every test project passed (${minutes} min)`);
