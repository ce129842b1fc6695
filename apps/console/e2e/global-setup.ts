import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { apiDir, buildApi, builtProgram, consoleDir, freePort, startApi } from "./api-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The console build the API serves; a test that runs an API of its own serves it too. */
    consoleDist: string;
    /** A migrated data folder with the demo data: an API of a test's own starts from a copy. */
    dataTemplate: string;
  }
}

/** Runs a program to its end; on failure, throws with what it printed. */
async function run(file: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  try {
    await promisify(execFile)(file, args, { ...options, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(" ")} failed:\n${stdout}${stderr}`);
  }
}

/**
 * Starts the product the way the README's start command does: the console's production build,
 * served by the built API on embedded PGlite with a fresh, seeded data folder. Every API of the tests
 * starts from a copy of one folder the API's seed program (`db:seed`) migrated and seeded: a first
 * start would otherwise spend most of its time migrating and seeding. The seed holds no address of
 * a running server (the demo SMSC's port is set at each start), and each API seeds its copy again
 * at its start, as it does every folder in demo mode, finding it done.
 */
export default async function setup(project: TestProject) {
  const dist = mkdtempSync(join(tmpdir(), "sendline-e2e-dist-"));
  const dataTemplate = mkdtempSync(join(tmpdir(), "sendline-e2e-template-"));
  const dataDir = mkdtempSync(join(tmpdir(), "sendline-e2e-data-"));
  buildApi();
  // The console's build and the seeded folder are made side by side: each is one process, mostly on
  // one core.
  await Promise.all([
    run("pnpm", ["exec", "vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: consoleDir,
    }),
    run(process.execPath, builtProgram("seed"), {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataTemplate, NODE_ENV: "test", DEMO_MODE: "true" },
    }),
  ]);
  cpSync(dataTemplate, dataDir, { recursive: true });
  const api = await startApi({ dist, dataDir, port: await freePort() });
  project.provide("baseUrl", api.url);
  project.provide("consoleDist", dist);
  project.provide("dataTemplate", dataTemplate);

  return async () => {
    await api.stop();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dataTemplate, { recursive: true, force: true });
  };
}
