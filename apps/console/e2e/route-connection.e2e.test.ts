import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import { apiDir, builtProgram } from "./api-process";
import { campaignStatusIs, signIn } from "./auth";
import { useBrowser } from "./browser";
import { confirmGoLive } from "./campaign-steps";
import { useOwnApi } from "./own-api";

// An API of its own: its standard route is moved to another carrier here.
const api = useOwnApi("route-connection", { ENGINE_BATCH: "50" });
const { page, url } = useBrowser(() => api.url());

/** A second carrier: the local SMSC program, alone, with credentials of its own. */
let carrier: { process: ChildProcess; port: number; control: string };
beforeAll(async () => {
  const child = spawn(process.execPath, builtProgram("smsc"), {
    cwd: apiDir,
    env: {
      ...process.env,
      SMSC_PORT: "0",
      SMSC_CONTROL_PORT: "0",
      SMSC_SYSTEM_ID: "carrier2",
      SMSC_PASSWORD: "pass2",
      SMSC_RECEIPT_DELAY_MS: "50",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const [port, control] = await new Promise<[number, string]>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /smpp:\/\/[\d.]+:(\d+), control on (http:\/\/\S+)/.exec(output);
      if (match) done([Number(match[1]), match[2]!]);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => fail(new Error(`the SMSC exited with ${code}: ${output}`)));
  });
  carrier = { process: child, port, control };
}, 60_000);
afterAll(() => {
  carrier?.process.kill("SIGKILL");
});

test(
  "staff bind the standard route to another SMSC from the browser, and a campaign on it goes out there",
  { timeout: 180_000 },
  async () => {
    await signIn(page(), url("/login"), "staff@sendline.test");
    await page().goto(url("/admin/routes"));
    const route = page().getByRole("group", { name: "PH-STANDARD route" });
    const connection = route.getByRole("region", { name: "Carrier connection" });
    // Demo mode bound it to its own local SMSC.
    await connection.getByText("Bound", { exact: true }).waitFor({ timeout: 30_000 });
    await connection.getByText("Change the connection").click();
    await connection.getByLabel("Port").fill(String(carrier.port));
    await connection.getByLabel("System ID").fill("carrier2");
    await connection.getByLabel("Password").fill("pass2");
    await connection.getByRole("button", { name: "Save connection" }).click();
    await connection.getByText("Connection saved.").waitFor();
    // The new bind shows as it happens, pushed over the socket.
    await expect
      .poll(
        async () =>
          ((await fetch(`${carrier.control}/record`)).json() as Promise<{ bound: number }>).then(
            (record) => record.bound,
          ),
        { timeout: 30_000 },
      )
      .toBe(1);
    await connection.getByText("Bound", { exact: true }).waitFor({ timeout: 30_000 });

    await page().getByRole("link", { name: "Log out" }).click();
    await page().waitForURL(/\/login$/);
    await signIn(page(), url("/login"), "owner@acme.test");
    await page().goto(url("/sms-campaign/new"));
    await page().getByLabel("Campaign name").fill("Through the new carrier");
    await page().getByLabel("Sender ID").selectOption("ACME");
    await page().getByRole("textbox", { name: "Message" }).fill("Acme stores are open late tonight.");
    await page()
      .getByLabel(/VIP customers/)
      .check();
    await page()
      .getByText(/1 segment × 8 recipients/)
      .waitFor();
    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());
    await page().getByRole("heading", { name: "Through the new carrier" }).waitFor({ timeout: 60_000 });
    await campaignStatusIs(page(), "Completed", 120_000);

    const record = (await (await fetch(`${carrier.control}/record`)).json()) as {
      accepted: number;
      messages: { text: string; to: string }[];
    };
    const ours = record.messages.filter((message) => message.text === "Acme stores are open late tonight.");
    expect(ours).toHaveLength(8);
    expect(new Set(ours.map((message) => message.to)).size).toBe(8);
  },
);
