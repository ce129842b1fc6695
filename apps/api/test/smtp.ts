import { generateKeyPairSync } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { afterAll } from "vitest";
import { controlClient, spawnSimulator } from "../src/lib/simulator-process";
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
  const started = await spawnSimulator(
    "the local SMTP server",
    "smtp",
    {
      SMTP_SERVER_PORT: "0",
      SMTP_CONTROL_PORT: "0",
      ...environment,
    },
    { fromBuild: true },
  );
  const { process: child, host, port, control: controlUrl } = started;
  running.add(child);
  child.once("exit", () => running.delete(child));
  const call = controlClient(controlUrl);
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

/**
 * A DKIM key pair for the tests' mail, the server environment that signs with it (selector `s2026`
 * of `sendline.test`), and the DNS resolver a verifier reads the public key from.
 */
export function dkimTestSetUp(): {
  environment: Record<string, string>;
  resolver: (name: string, type: string) => Promise<string[][]>;
} {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
  return {
    environment: {
      DKIM_DOMAIN: "sendline.test",
      DKIM_SELECTOR: "s2026",
      DKIM_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    },
    resolver: async (name, type) => {
      if (type === "TXT" && name === "s2026._domainkey.sendline.test") return [[record]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
    },
  };
}
