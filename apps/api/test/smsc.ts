import type { ChildProcess } from "node:child_process";
import { afterAll } from "vitest";
import { controlClient } from "../src/lib/simulator-process";
import type { SmscControls, SmscRecord } from "../src/smsc/local-smsc";
import { spawnSmsc } from "../src/smsc/process";
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

/** Starts the local SMSC program on free loopback ports; resolves once it listens. */
export async function startSmsc(environment: Record<string, string> = {}): Promise<SmscProcess> {
  const started = spawnSmsc({ SMSC_RECEIPT_DELAY_MS: "20", ...environment }, { fromBuild: true });
  const { process: child, host, port, control } = await started;
  running.add(child);
  child.once("exit", () => running.delete(child));
  const call = controlClient(control);
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

/**
 * The body of `PUT /admin/data/routes/{id}/connection` that binds a route to an SMSC at `at` with
 * the local SMSC's default credentials, a transceiver without a throughput cap.
 */
export function connectionInput(
  at: { host: string; port: number },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    host: at.host,
    port: at.port,
    system_id: "sendline",
    password: "sendline",
    system_type: "",
    bind_mode: "transceiver",
    tls: false,
    throughput: 0,
    window: 50,
    enquire_link_seconds: 30,
    ...overrides,
  };
}
