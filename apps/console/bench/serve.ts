import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApi, consoleDir, freePort, startApi } from "../e2e/api-process";

/**
 * The console built for production into a folder of its own and served by the real API, started
 * on a fresh seeded data folder as the start command does: what the benchmarks measure. `minify:
 * false` keeps the functions' names for a profile; `env` reaches the API. `stop` ends the API
 * and removes both folders.
 */
export async function serveConsole(options: { minify?: boolean; env?: Record<string, string> } = {}) {
  const dist = mkdtempSync(join(tmpdir(), "sendline-bench-dist-"));
  const dataDir = mkdtempSync(join(tmpdir(), "sendline-bench-data-"));
  console.log("Building the console…");
  const build = ["exec", "vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"];
  if (options.minify === false) build.push("--minify", "false");
  execFileSync("pnpm", build, { cwd: consoleDir, stdio: "inherit" });
  buildApi();
  const api = await startApi({
    dist,
    dataDir,
    port: await freePort(),
    ...(options.env && { env: options.env }),
  });
  return {
    url: api.url,
    async stop() {
      await api.stop();
      for (const folder of [dist, dataDir]) rmSync(folder, { recursive: true, force: true });
    },
  };
}
