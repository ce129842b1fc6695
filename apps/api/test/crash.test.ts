import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_DIR } from "../src/config";
import { CAPTCHA } from "./harness";

/** The real server process on a PGlite data folder, as `pnpm start` runs it. */
async function startServer(dataDir: string): Promise<{ process: ChildProcess; url: string }> {
  // Node itself runs the server (tsx only as its loader), so a signal reaches the server process
  // and not a wrapper that would leave it running.
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=@sendline/source", "src/main.ts"], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      PORT: "0",
      CONSOLE_DIST: "/nonexistent",
      SEND_RATE_LIMIT_PER_MINUTE: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await new Promise<string>((done, fail) => {
    let output = "";
    const timer = setTimeout(() => fail(new Error(`server did not start: ${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => fail(new Error(`server exited with ${code}: ${output}`)));
  });
  return { process: child, url };
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill(signal);
  });
}

const running: ChildProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(running.map((child) => kill(child, "SIGKILL")));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("signup completion under kill -9", () => {
  it("never leaves both PINs confirmed without the account, whenever the process dies", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sendline-crash-"));
    folders.push(dataDir);
    const first = await startServer(dataDir);
    running.push(first.process);
    const call = (base: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json" },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }).then((response) => response.json() as Promise<{ status: boolean; data: Record<string, unknown> }>);
    const outbox = async (base: string) =>
      (await call(base, "/dev/outbox")).data as unknown as { channel: string; to: string; body: string }[];

    const mobile = "639179990001";
    const registered = await call(first.url, "/public/signup/register", {
      email: "crash@newco.test",
      mobile,
      company_name: "Crash Co",
      fname: "Cr",
      lname: "Ash",
      captcha_response: CAPTCHA,
    });
    const link = { id: registered.data.id, token: registered.data.token };
    const messages = await outbox(first.url);
    const emailPin = /email code is (\d{6})/.exec(
      messages.find((m) => m.to === "crash@newco.test")?.body ?? "",
    )?.[1];
    const mobilePin = /mobile code is (\d{6})/.exec(messages.find((m) => m.to === mobile)?.body ?? "")?.[1];
    expect(
      (await call(first.url, "/public/signup/verify_email", { ...link, email_pin_code: emailPin })).status,
    ).toBe(true);

    // The last confirmation is on its way when the process is killed without a chance to clean up.
    void call(first.url, "/public/signup/verify_mobile", { ...link, mobile_pin_code: mobilePin }).catch(
      () => null,
    );
    await new Promise((done) => setTimeout(done, 15));
    await kill(first.process, "SIGKILL");

    const second = await startServer(dataDir);
    running.push(second.process);
    const read = await call(second.url, `/public/signup/register?id=${link.id}&token=${link.token}`);
    if (read.data.is_process_completed !== 1) {
      // The crash came first: nothing was confirmed, and the same PIN still completes it.
      expect(read.data.mobile_validated).toBe(0);
      const confirmed = await call(second.url, "/public/signup/verify_mobile", {
        ...link,
        mobile_pin_code: mobilePin,
      });
      expect(confirmed.data.is_process_completed).toBe(1);
    }
    const links = (await outbox(second.url)).filter(
      (message) => message.to === "crash@newco.test" && message.body.includes("/set-password/"),
    );
    expect(links).toHaveLength(1);
    await kill(second.process, "SIGTERM");
  }, 240_000);
});
