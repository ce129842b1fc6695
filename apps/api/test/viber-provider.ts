import { spawn, type ChildProcess } from "node:child_process";
import { afterAll } from "vitest";
import { PACKAGE_DIR } from "../src/config";
import type { ViberProviderControls, ViberProviderRecord } from "../src/viber-provider/provider";
import type { ViberCallbackStatus } from "../src/transports/viber/transport";

/** The local Viber provider running as a program of its own, and its control port. */
export interface ViberProviderProcess {
  process: ChildProcess;
  /** The API base to send to. */
  url: string;
  token: string;
  secret: string;
  record(): Promise<ViberProviderRecord>;
  controls(change: Partial<ViberProviderControls>): Promise<ViberProviderControls>;
  release(): Promise<void>;
  callback(callback: { message_id: string; status: ViberCallbackStatus }): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Stops every provider a test file started. Call once at the top of the file. */
export function stopViberProvidersAfterAll(): void {
  afterAll(() => {
    for (const child of running) child.kill("SIGKILL");
  });
}

/** Starts `pnpm viber-provider` on free loopback ports; resolves once it listens. */
export async function startViberProvider(
  environment: Record<string, string> = {},
): Promise<ViberProviderProcess> {
  const token = environment.VIBER_PROVIDER_TOKEN ?? "test-viber-token";
  const secret = environment.VIBER_PROVIDER_SECRET ?? "test-viber-secret";
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@sendline/source", "src/viber-provider/main.ts"],
    {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env,
        VIBER_PROVIDER_PORT: "0",
        VIBER_PROVIDER_CONTROL_PORT: "0",
        VIBER_PROVIDER_CALLBACK_DELAY_MS: "20",
        VIBER_PROVIDER_TOKEN: token,
        VIBER_PROVIDER_SECRET: secret,
        ...environment,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const [url, control] = await new Promise<[string, string]>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`Viber provider did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+), control on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done([match[1]!, match[2]!]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => fail(new Error(`Viber provider exited with ${code}: ${output}`)));
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
    url,
    token,
    secret,
    record: () => call("GET", "/record"),
    controls: (change) => call("POST", "/controls", change),
    release: () => call("POST", "/release"),
    callback: (callback) => call("POST", "/callbacks", callback),
  };
}
