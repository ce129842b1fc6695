import { spawn, type ChildProcess } from "node:child_process";
import { afterAll } from "vitest";
import { PACKAGE_DIR } from "../src/config";
import type { ReceivedEmail, SmtpControls, SmtpRecord } from "../src/smtp/local-smtp";

/** The local SMTP server running as a program of its own, and its control port. */
export interface SmtpProcess {
  process: ChildProcess;
  host: string;
  port: number;
  /** `smtp://host:port`, for `SMTP_URL`. */
  url: string;
  controlUrl: string;
  messages(filter?: { messageId?: string; to?: string }): Promise<ReceivedEmail[]>;
  record(): Promise<SmtpRecord & { kept: number }>;
  controls(change: Partial<SmtpControls>): Promise<SmtpControls>;
  away(): Promise<void>;
  back(): Promise<void>;
  clear(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Stops every SMTP server a test file started. Call once at the top of the file. */
export function stopSmtpServersAfterAll(): void {
  afterAll(() => {
    for (const child of running) child.kill("SIGKILL");
  });
}

/** Starts `pnpm smtp` on free loopback ports; resolves once it listens. */
export async function startSmtpServer(environment: Record<string, string> = {}): Promise<SmtpProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@sendline/source", "src/smtp/main.ts"],
    {
      cwd: PACKAGE_DIR,
      env: { ...process.env, SMTP_SERVER_PORT: "0", SMTP_CONTROL_PORT: "0", ...environment },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const [host, port, controlUrl] = await new Promise<[string, number, string]>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`SMTP server did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /smtp:\/\/([\d.]+):(\d+), control on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done([match[1]!, Number(match[2]), match[3]!]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => fail(new Error(`SMTP server exited with ${code}: ${output}`)));
  });
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${controlUrl}${path}`, {
      method,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  };
  return {
    process: child,
    host,
    port,
    url: `smtp://${host}:${port}`,
    controlUrl,
    messages: (filter = {}) => call("GET", `/messages?${new URLSearchParams(filter).toString()}`),
    record: () => call("GET", "/record"),
    controls: (change) => call("POST", "/controls", change),
    away: () => call("POST", "/away"),
    back: () => call("POST", "/back"),
    clear: () => call("POST", "/clear"),
  };
}
