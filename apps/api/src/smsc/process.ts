import { spawn, type ChildProcess } from "node:child_process";
import { PACKAGE_DIR } from "../config";

/** The local SMSC running as a program of its own. */
export interface SmscChild {
  process: ChildProcess;
  host: string;
  /** Its SMPP port. */
  port: number;
  /** Its control port's address, e.g. http://127.0.0.1:41234. */
  control: string;
}

/**
 * Starts the local SMSC (`src/smsc/main.ts`) as a process of its own on free loopback ports, with
 * `environment` over this process's; resolves once it listens. Demo mode and the tests run it so.
 */
export async function spawnSmsc(environment: Record<string, string> = {}): Promise<SmscChild> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@sendline/source", "src/smsc/main.ts"],
    {
      cwd: PACKAGE_DIR,
      env: { ...process.env, SMSC_HOST: "127.0.0.1", SMSC_PORT: "0", SMSC_CONTROL_PORT: "0", ...environment },
      // Its stdin is a pipe from this process: when this process ends, however, the SMSC can end too.
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let output = "";
  const [host, port, control] = await new Promise<[string, number, string]>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the local SMSC did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /smpp:\/\/([\d.]+):(\d+), control on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done([match[1]!, Number(match[2]), match[3]!]);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`the local SMSC exited with ${code}: ${output}`));
    });
  });
  return { process: child, host, port, control };
}
