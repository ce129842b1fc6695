import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { programArguments, type Program } from "../../api/src/lib/programs";

export const consoleDir = resolve(import.meta.dirname, "..");
export const apiDir = resolve(consoleDir, "../api");

/** Builds the API's programs into its `dist/`, as `pnpm start` does, once a run. */
export { buildPrograms as buildApi } from "../../api/test/build";

/** Node's arguments to run one of the API's built programs (`main`, `migrate`, `smsc`, …) from `apiDir`. */
export const builtProgram = (program: Program) => programArguments(program, true);

export function freePort(): Promise<number> {
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
        // Started: what the API logs from here on is read and dropped.
        child.stdout?.off("data", onData);
        child.stderr?.off("data", onData);
        child.stdout?.resume();
        child.stderr?.resume();
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

/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface ApiProcess {
  url: string;
  /** Stops the whole process group: SIGTERM shuts down cleanly, SIGKILL is a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the API the way the README's start command runs it, from its build (`buildApi` first), serving
 * the console build in `dist` from the PGlite data folder `dataDir` (seeded when new), in demo mode
 * for the tests.
 */
export async function startApi(options: {
  dist: string;
  dataDir: string;
  port: number;
  /** Settings over the tests' defaults, e.g. a faster engine. */
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  const api = spawn(process.execPath, builtProgram("main"), {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      CONSOLE_DIST: options.dist,
      NODE_ENV: "test",
      DEMO_MODE: "true",
      LOG_LEVEL: "warn",
      LOGIN_MAX_FAILURES: "50",
      // Every test sends mail and SMS from the same address; the API tests cover the send limit.
      SEND_RATE_LIMIT_PER_MINUTE: "1000",
      // One recipient a batch, four batches a second: a campaign runs long enough to pause it.
      ENGINE_BATCH: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const url = await waitForUrl(api, 180_000);
  return {
    url,
    async stop(signal = "SIGTERM") {
      if (!api.pid || !groupAlive(api.pid)) return;
      process.kill(-api.pid, signal);
      // The API's local SMSC ends with it: wait for the whole group, so that the data folder is closed
      // (and may be copied or opened again) once this resolves.
      const end = Date.now() + 10_000;
      while (groupAlive(api.pid) && Date.now() < end) await new Promise((done) => setTimeout(done, 50));
    },
  };
}
