import type { ChildProcess } from "node:child_process";
import { afterAll } from "vitest";
import { controlClient, spawnSimulator } from "../src/lib/simulator-process";
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
  const started = await spawnSimulator(
    "the local Viber provider",
    "viber-provider",
    {
      VIBER_PROVIDER_PORT: "0",
      VIBER_PROVIDER_CONTROL_PORT: "0",
      VIBER_PROVIDER_CALLBACK_DELAY_MS: "20",
      VIBER_PROVIDER_TOKEN: token,
      VIBER_PROVIDER_SECRET: secret,
      ...environment,
    },
    { fromBuild: true },
  );
  const { process: child, url, control } = started;
  running.add(child);
  child.once("exit", () => running.delete(child));
  const call = controlClient(control);
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
