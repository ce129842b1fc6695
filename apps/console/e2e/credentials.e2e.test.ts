import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { signIn } from "./auth";
import { useBrowser } from "./browser";
import { useOwnApi } from "./own-api";

// An API of its own, so the account starts without keys whatever else has run.
const api = useOwnApi("credentials", {});

const { page, url } = useBrowser(api.url);

interface Received {
  body: string;
  signature: string | undefined;
}

/** A delivery-receipt receiver on this machine, as an account's server would be. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: request.headers["x-sendline-signature"] as string | undefined,
      });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/receipts`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Names the new key in its dialog and generates it. */
async function nameKey(name: string) {
  await page().getByRole("button", { name: "Generate API key" }).click();
  const naming = page().getByRole("dialog", { name: "New API key" });
  await naming.getByLabel("Key name").fill(name);
  await naming.getByRole("button", { name: "Generate" }).click();
  return naming;
}

/** Generates a named key on the screen and answers what its dialog shows, once. */
async function generateKey(name: string) {
  await nameKey(name);
  const dialog = page().getByRole("dialog", { name: "API key generated" });
  await dialog.waitFor();
  return {
    dialog,
    apiKey: (await dialog.getByLabel("API key", { exact: true }).textContent())!,
    apiSecret: (await dialog.getByLabel("API secret", { exact: true }).textContent())!,
  };
}

test(
  "an owner makes two API keys (a third is refused), downloads one, sends an SMS with it and receives its signed delivery receipt",
  { timeout: 90_000 },
  async () => {
    const receiver = await startReceiver();
    try {
      await signIn(page(), url("/login"), "owner@acme.test");
      await page().goto(url("/credentials"));
      await page().getByText("0 of 2 in use", { exact: false }).waitFor();

      // The first key: its secret shown once, and downloaded as JSON.
      const first = await generateKey("Billing system");
      // The copy button puts the secret on the clipboard.
      await page().context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await first.dialog.getByRole("button", { name: "Copy API secret" }).click();
      await first.dialog.getByRole("button", { name: "Copy API secret" }).getByText("Copied").waitFor();
      expect(await page().evaluate(() => navigator.clipboard.readText())).toBe(first.apiSecret);
      const [download] = await Promise.all([
        page().waitForEvent("download"),
        first.dialog.getByRole("button", { name: "Download JSON" }).click(),
      ]);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const file = JSON.parse(Buffer.concat(chunks).toString());
      expect(file).toMatchObject({ api_key: first.apiKey, api_secret: first.apiSecret });
      expect(file.endpoint).toBe(url("/api/v1/sms/send"));
      await first.dialog.getByRole("button", { name: "Done" }).click();

      const second = await generateKey("Order alerts");
      expect(second.apiSecret).not.toBe(first.apiSecret);
      await second.dialog.getByRole("button", { name: "Done" }).click();
      await page().getByText("2 of 2 in use", { exact: false }).waitFor();

      // A third is refused, in words.
      const third = await nameKey("Third");
      await expect
        .poll(() => third.getByRole("alert").textContent())
        .toBe("You can have at most 2 API keys. Revoke one to generate another.");
      await third.getByRole("button", { name: "Cancel" }).click();
      const keys = page().getByRole("table", { name: "API keys" });
      expect(await keys.getByRole("row").filter({ hasText: "Billing system" }).textContent()).toContain(
        "Never",
      );
      // The secrets are not on the page any more.
      expect(await page().content()).not.toContain(first.apiSecret);

      // The callback: this machine's receiver, checked with a test receipt.
      await page().getByRole("textbox", { name: "Callback URL" }).fill(receiver.url);
      await page().getByRole("button", { name: "Save callback" }).click();
      await page().getByText("Callback saved.").waitFor();
      const secret = (await page().getByLabel("Signing secret").textContent())!;
      await page().getByRole("button", { name: "Send test receipt" }).click();
      await expect
        .poll(() => page().getByRole("status", { name: "Test receipt" }).textContent())
        .toMatch(/^Your receiver answered 200 in \d+ ms\.$/);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ message_id: "msg_test", test: true });

      // An SMS sent with the first key, from outside the console.
      const response = await fetch(url("/api/v1/sms/send"), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Basic ${Buffer.from(`${first.apiKey}:${first.apiSecret}`).toString("base64")}`,
        },
        body: JSON.stringify({ to: "09171234567", message: "Your Acme code is 482913", sender_id: "ACME" }),
      });
      expect(response.status).toBe(200);
      const sent = (await response.json()) as { data: { message_id: string } };

      // Its delivery receipt arrives, signed with the account's secret.
      await expect
        .poll(() => receiver.received.find((item) => item.body.includes(`"${sent.data.message_id}"`)), {
          timeout: 30_000,
        })
        .toBeDefined();
      const receipt = receiver.received.find((item) => item.body.includes(`"${sent.data.message_id}"`))!;
      expect(receipt.signature).toBe(createHmac("sha256", secret).update(receipt.body).digest("hex"));
      const payload = JSON.parse(receipt.body);
      expect(payload).toMatchObject({ message_id: sent.data.message_id, to: "639171234567", test: false });
      expect([1, 2, 8, 16]).toContain(payload.status_code);

      // The delivery log shows it, the key shows it was used, and a wrong secret is refused.
      await page().reload();
      await page().getByRole("table", { name: "Delivery log" }).getByText(sent.data.message_id).waitFor();
      const used = page()
        .getByRole("table", { name: "API keys" })
        .getByRole("row")
        .filter({ hasText: "Billing system" });
      await used.waitFor();
      expect(await used.textContent()).not.toContain("Never");
      const refused = await fetch(url("/api/v1/sms/send"), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Basic ${Buffer.from(`${first.apiKey}:wrong`).toString("base64")}`,
        },
        body: JSON.stringify({ to: "09171234567", message: "Hi", sender_id: "ACME" }),
      });
      expect(refused.status).toBe(401);
    } finally {
      await receiver.close();
    }
  },
);
