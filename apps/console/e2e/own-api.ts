import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { freePort, startApi, type ApiProcess } from "./api-process";

/**
 * A data folder of the test file's own, named after `name`: a copy of the run's migrated and seeded
 * template (see global-setup.ts).
 */
export function freshDataDir(name: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `sendline-e2e-${name}-`));
  cpSync(inject("dataTemplate"), dataDir, { recursive: true });
  return dataDir;
}

/**
 * An API of the test file's own, started once for the file from a fresh data folder and serving the
 * same console build, with `env` over the tests' defaults (a faster engine, say): the shared test
 * API sends four messages a second so that other files can pause a campaign mid-way. Answers the
 * folder the API keeps its data in and its address, once started.
 */
export function useOwnApi(name: string, env: Record<string, string>) {
  const dataDir = freshDataDir(name);
  let api: ApiProcess | undefined;
  beforeAll(async () => {
    // A free port can be taken before the API listens on it (another file's API starts its local
    // SMSC and SMTP server on ports the system picks): then it starts again on another.
    for (let attempt = 1; ; attempt += 1) {
      try {
        api = await startApi({ dist: inject("consoleDist"), dataDir, port: await freePort(), env });
        return;
      } catch (error) {
        if (attempt >= 3 || !String(error).includes("EADDRINUSE")) throw error;
      }
    }
  }, 300_000);
  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    url: () => {
      if (!api) throw new Error("The API has not started");
      return api.url;
    },
  };
}
