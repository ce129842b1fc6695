import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const consoleDir = resolve(import.meta.dirname, "..");
const apiDir = resolve(consoleDir, "../api");

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Waits for the line the start command prints, as a user would before opening the URL. */
function waitForUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((done, fail) => {
    let output = "";
    const timer = setTimeout(() => fail(new Error(`The API did not start in time:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sendline is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`The API exited with code ${code}:\n${output}`));
    });
  });
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
  const port = await freePort();
  const api = spawn("pnpm", ["start"], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CONSOLE_DIST: dist,
      NODE_ENV: "test",
      DEMO_MODE: "true",
      LOGIN_MAX_FAILURES: "50",
      // Every test sends mail and SMS from the same address; the API tests cover the send limit.
      SEND_RATE_LIMIT_PER_MINUTE: "1000",
      // One recipient a batch, four batches a second: a campaign runs long enough to pause it.
      ENGINE_BATCH: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const baseUrl = await waitForUrl(api, 90_000);
  project.provide("baseUrl", baseUrl);

  return async () => {
    if (api.pid) process.kill(-api.pid, "SIGTERM");
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
