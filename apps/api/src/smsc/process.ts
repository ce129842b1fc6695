import { spawnSimulator, type SimulatorChild } from "../lib/simulator-process";

/** The local SMSC running as a program of its own. */
export type SmscChild = SimulatorChild;

/**
 * Starts the local SMSC (`src/smsc/main.ts`) as a process of its own on free loopback ports, with
 * `environment` over this process's; resolves once it listens. Demo mode and the tests run it so;
 * it is tied to this process, so it can end when this one does, however.
 */
export function spawnSmsc(
  environment: Record<string, string> = {},
  { fromBuild }: { fromBuild?: boolean } = {},
): Promise<SmscChild> {
  return spawnSimulator(
    "the local SMSC",
    "smsc",
    { SMSC_HOST: "127.0.0.1", SMSC_PORT: "0", SMSC_CONTROL_PORT: "0", ...environment },
    { tiedToParent: true, ...(fromBuild !== undefined && { fromBuild }) },
  );
}
