import { spawn, type ChildProcess } from "node:child_process";
import { PACKAGE_DIR } from "../config";
import { programArguments, type Program } from "./programs";

/** A local simulator (SMSC, SMTP server, Viber provider) running as a program of its own. */
export interface SimulatorChild {
  process: ChildProcess;
  /** Where it serves its protocol, as it printed it, e.g. `smpp://127.0.0.1:41233`. */
  url: string;
  host: string;
  port: number;
  /** Its control port's address, e.g. `http://127.0.0.1:41234`. */
  control: string;
}

/**
 * Starts a simulator's program with `environment` over this process's, and resolves once it prints
 * `listening on <url>, control on <url>`. With `tiedToParent` its stdin is a pipe from this process,
 * which closes however this process ends, even by kill -9 (the program ends with it when it watches
 * its stdin). `fromBuild` runs its built file, as code running from the build does by default.
 */
export async function spawnSimulator(
  name: string,
  program: Program,
  environment: Record<string, string>,
  { tiedToParent = false, fromBuild }: { tiedToParent?: boolean; fromBuild?: boolean } = {},
): Promise<SimulatorChild> {
  const child = spawn(process.execPath, programArguments(program, fromBuild), {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...environment },
    stdio: [tiedToParent ? "pipe" : "ignore", "pipe", "pipe"],
  });
  let output = "";
  const [url, control] = await new Promise<[string, string]>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error(`${name} did not start: ${output}`));
    }, 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (\w+:\/\/\S+), control on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done([match[1]!, match[2]!]);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`${name} exited with ${code}: ${output}`));
    });
  });
  const address = new URL(url);
  return { process: child, url, host: address.hostname, port: Number(address.port), control };
}

/** Calls a simulator's control port: JSON in, JSON out. */
export function controlClient(control: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${control}${path}`, {
      method,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  };
}
