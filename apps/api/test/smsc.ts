import { spawn, type ChildProcess } from "node:child_process";
import { afterAll } from "vitest";
import { PACKAGE_DIR } from "../src/config";
import type { SmscControls, SmscRecord } from "../src/smsc/local-smsc";
import type { ReceiptState } from "../src/transports/sms/transport";

/** The local SMSC running as a program of its own, and its control port. */
export interface SmscProcess {
  process: ChildProcess;
  host: string;
  port: number;
  record(): Promise<SmscRecord>;
  controls(change: Partial<SmscControls>): Promise<SmscControls>;
  drop(): Promise<void>;
  release(): Promise<void>;
  receipt(receipt: { messageId: string; state: ReceiptState }): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Stops every SMSC a test file started. Call once at the top of the file. */
export function stopSmscsAfterAll(): void {
  afterAll(() => {
    for (const child of running) child.kill("SIGKILL");
  });
}

/** Starts `pnpm smsc` on free loopback ports; resolves once it listens. */
export async function startSmsc(environment: Record<string, string> = {}): Promise<SmscProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@sendline/source", "src/smsc/main.ts"],
    {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env,
        SMSC_PORT: "0",
        SMSC_CONTROL_PORT: "0",
        SMSC_RECEIPT_DELAY_MS: "20",
        ...environment,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const [host, port, control] = await new Promise<[string, number, string]>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`SMSC did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /smpp:\/\/([\d.]+):(\d+), control on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done([match[1]!, Number(match[2]), match[3]!]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => fail(new Error(`SMSC exited with ${code}: ${output}`)));
  });
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${control}${path}`, {
      method,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  };
  return {
    process: child,
    host,
    port,
    record: () => call("GET", "/record"),
    controls: (change) => call("POST", "/controls", change),
    drop: () => call("POST", "/drop"),
    release: () => call("POST", "/release"),
    receipt: (receipt) => call("POST", "/receipts", receipt),
  };
}
