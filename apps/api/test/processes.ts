import { spawn, type ChildProcess } from "node:child_process";
import { afterAll } from "vitest";
import { PACKAGE_DIR } from "../src/config";
import { programArguments } from "../src/lib/programs";
import { CAPTCHA } from "./harness";

/** An API server running as a process of its own, as `pnpm start` runs it. */
export interface ServerProcess {
  process: ChildProcess;
  /** Where it answers, e.g. http://127.0.0.1:41234. */
  url: string;
  /** What it has printed so far. */
  output(): string;
}

const running = new Set<ChildProcess>();

/**
 * Kills every server a test file started, whatever happened to its tests. Call once at the top of
 * a test file that starts servers.
 */
export function stopServersAfterAll(): void {
  afterAll(async () => {
    await Promise.all([...running].map((child) => kill(child, "SIGKILL")));
  });
}

/**
 * Starts the real server in a process of its own, built as `pnpm start` runs it (the project's global
 * setup builds it): on a PGlite data folder (`DATA_DIR`) or a PostgreSQL database (`DATABASE_URL`),
 * with whatever else the environment sets. Resolves once it listens. Node itself runs the server, so
 * a signal reaches the server and not a wrapper that would leave it running.
 */
export async function startServer(environment: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, programArguments("main", true), {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: "0",
      CONSOLE_DIST: "/nonexistent",
      SEND_RATE_LIMIT_PER_MINUTE: "1000",
      // Outcomes drawn in SQL unless a test binds the routes to an SMSC itself (LOCAL_SMSC=1).
      LOCAL_SMSC: "0",
      ...environment,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  let started = false;
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start: ${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = started ? null : /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        started = true;
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}: ${output}`));
    });
  });
  return { process: child, url, output: () => output };
}

/** Sends a signal and waits for the process to end. */
export function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill(signal);
  });
}

export interface Answer {
  status: boolean;
  message?: string;
  data: Record<string, unknown> & { token: string; id: number };
}

/** One JSON call to a server process, with a session token when given. */
export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined && { "content-type": "application/json" }), ...(token && { token }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Answer;
}

/** Signs a seeded user without two-factor in on a server process; answers the session token. */
export async function signIn(base: string, email = "owner@acme.test"): Promise<string> {
  const answer = await call(base, "POST", "/ajax/login/verify", undefined, {
    email,
    password: "Sendline#2026",
    captcha_response: CAPTCHA,
  });
  if (!answer.status) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

/** Asks until `check` answers something other than undefined, or gives up after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("gave up waiting");
    await new Promise((done) => setTimeout(done, 100));
  }
}
