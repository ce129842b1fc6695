import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { consoleDir, freePort, startApi } from "./api-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The console build the API serves; a test that runs an API of its own serves it too. */
    consoleDist: string;
  }
}

/**
 * Starts the product the way the README's start command does: the console's production build,
 * served by the API on embedded PGlite with a fresh, seeded data folder.
 */
export default async function setup(project: TestProject) {
  const dist = mkdtempSync(join(tmpdir(), "sendline-e2e-dist-"));
  const dataDir = mkdtempSync(join(tmpdir(), "sendline-e2e-data-"));
  execFileSync("pnpm", ["exec", "vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: consoleDir,
    stdio: "inherit",
  });
  const api = await startApi({ dist, dataDir, port: await freePort() });
  project.provide("baseUrl", api.url);
  project.provide("consoleDist", dist);

  return async () => {
    await api.stop();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
