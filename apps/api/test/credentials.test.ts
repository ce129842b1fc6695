import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, callbackReceipts, campaigns } from "../src/db/schema";
import { postSigned } from "../src/modules/credentials/dispatcher";
import {
  callbackUrlError,
  CALLBACK_URL_HTTPS,
  CALLBACK_URL_PRIVATE,
} from "../src/modules/credentials/callback-url";
import { API_KEY_LIMIT_REACHED, API_KEY_NAME_TAKEN, API_SEND_PER_MINUTE } from "../src/modules/credentials";
import { MAX_ATTEMPTS, SIGNATURE_HEADER } from "../src/modules/credentials/receipts";
import { ledgerMismatches } from "../src/modules/billing/ledger";
import { sessionFor, useServer, type Harness } from "./harness";

interface Received {
  body: string;
  signature: string | undefined;
}

/** A local receiver that answers each post with the next status of `answers` (then the last). */
async function receiver(answers: number[] = [200]) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ body, signature: request.headers[SIGNATURE_HEADER] as string | undefined });
      response.statusCode = answers[Math.min(received.length - 1, answers.length - 1)]!;
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/receipts`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const harness: Harness = useServer();

async function call(
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  const response = await harness.app.inject({
    method,
    url,
    headers: { token },
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { code: response.statusCode, body: response.json() };
}

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`;

async function sendSms(
  key: string,
  secret: string,
  body: object = { to: "09171234567", message: "Your code is 123456", sender_id: "ACME" },
) {
  const response = await harness.app.inject({
    method: "POST",
    url: "/api/v1/sms/send",
    headers: { authorization: basic(key, secret) },
    payload: body,
  });
  return { code: response.statusCode, body: response.json() };
}

let keyNames = 0;

async function createKey(token: string, name = `Key ${++keyNames}`) {
  const created = await call(token, "POST", "/ajax/credentials/api_keys", { name });
  expect(created.code).toBe(200);
  return created.body.data as { id: number; name: string; api_key: string; api_secret: string };
}

async function listedKey(token: string, id: number) {
  const list = await call(token, "GET", "/ajax/credentials/api_keys/list");
  return list.body.data.data.find((row: { id: number }) => row.id === id) as {
    name: string;
    date_last_used: string | null;
  };
}

async function balance() {
  const [acme] = await harness.database.db.select().from(accounts).where(eq(accounts.code, "acme"));
  return acme!;
}

describe("API keys", () => {
  it("gives two keys with their secrets once and refuses a third", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const first = await createKey(token);
    const second = await createKey(token);
    expect(first.api_secret).not.toBe(second.api_secret);
    const third = await call(token, "POST", "/ajax/credentials/api_keys", { name: "Third" });
    expect(third.code).toBe(409);
    expect(third.body).toMatchObject({ status: false, message: API_KEY_LIMIT_REACHED });

    const list = await call(token, "GET", "/ajax/credentials/api_keys/list");
    expect(list.body.data.data.map((row: { api_key: string }) => row.api_key).sort()).toEqual(
      [first.api_key, second.api_key].sort(),
    );
    // The secret is never answered again, only its last four characters.
    expect(JSON.stringify(list.body)).not.toContain(first.api_secret);
    expect(list.body.data.data.find((row: { id: number }) => row.id === first.id).secret_hint).toBe(
      first.api_secret.slice(-4),
    );

    // Revoking one makes room for another.
    expect((await call(token, "DELETE", "/ajax/credentials/api_keys", { id: [first.id] })).code).toBe(200);
    await createKey(token);
  });

  it("names each key: required, at most 50 characters, and unique among the account's live keys", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const missing = await call(token, "POST", "/ajax/credentials/api_keys", {});
    expect(missing.code).toBe(422);
    expect(missing.body).toMatchObject({ status: false, errors: { name: ["This is a required field."] } });
    const blank = await call(token, "POST", "/ajax/credentials/api_keys", { name: "   " });
    expect(blank.body.errors).toEqual({ name: ["This is a required field."] });
    const long = await call(token, "POST", "/ajax/credentials/api_keys", { name: "x".repeat(51) });
    expect(long.body.errors).toEqual({ name: ["Maximum length is 50."] });

    const key = await createKey(token, "  Billing system ");
    expect(key.name).toBe("Billing system");
    expect((await listedKey(token, key.id)).name).toBe("Billing system");
    const taken = await call(token, "POST", "/ajax/credentials/api_keys", { name: "billing SYSTEM" });
    expect(taken.code).toBe(422);
    expect(taken.body.errors).toEqual({ name: [API_KEY_NAME_TAKEN] });
    // Refused names made no key.
    const list = await call(token, "GET", "/ajax/credentials/api_keys/list");
    expect(list.body.data.data).toHaveLength(1);
  });

  it("shows when a key last authenticated a call, written at most once a minute", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const key = await createKey(token);
    expect((await listedKey(token, key.id)).date_last_used).toBeNull();
    // A wrong secret is no use of the key.
    await sendSms(key.api_key, "wrong");
    expect((await listedKey(token, key.id)).date_last_used).toBeNull();

    // An authenticated call counts even when its message is refused.
    const refused = await sendSms(key.api_key, key.api_secret, {
      to: "12",
      message: "Hi",
      sender_id: "ACME",
    });
    expect(refused.code).toBe(422);
    const first = harness.clock.now().toISOString();
    expect((await listedKey(token, key.id)).date_last_used).toBe(first);

    harness.clock.advanceMinutes(0.5);
    expect((await sendSms(key.api_key, key.api_secret)).code).toBe(200);
    expect((await listedKey(token, key.id)).date_last_used).toBe(first);

    harness.clock.advanceMinutes(0.5);
    await sendSms(key.api_key, key.api_secret);
    expect((await listedKey(token, key.id)).date_last_used).toBe(harness.clock.now().toISOString());
  });

  it("is the owner's to manage: an agent may not create keys, and another account's keys are not found", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    expect((await call(agent, "POST", "/ajax/credentials/api_keys", { name: "Mine" })).code).toBe(403);
    const owner = await sessionFor(harness, "owner@acme.test");
    const key = await createKey(owner);
    const trial = await sessionFor(harness, "trial@trial.test");
    expect((await call(trial, "DELETE", "/ajax/credentials/api_keys", { id: [key.id] })).code).toBe(404);
    expect((await call(trial, "GET", "/ajax/credentials/api_keys/list")).body.data.data).toEqual([]);
  });
});

describe("POST /api/v1/sms/send", () => {
  it("sends by key through the engine, charging the account", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const key = await createKey(token);
    const before = await balance();
    const sent = await sendSms(key.api_key, key.api_secret);
    expect(sent.code).toBe(200);
    expect(sent.body.data).toMatchObject({ to: "639171234567", segments: 1, currency_code: "PHP" });
    const held = await balance();
    expect(held.balanceMonetaryWithholding).toBeCloseTo(
      before.balanceMonetaryWithholding + sent.body.data.cost,
    );

    await harness.app.engine.drain();
    const after = await balance();
    const [campaign] = await harness.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, Number(sent.body.data.message_id.replace("msg_", ""))));
    expect(campaign).toMatchObject({ status: "completed", apiKeyId: key.id, statsSent: 1 });
    expect(after.balanceMonetary).toBeCloseTo(before.balanceMonetary - campaign!.charged);
    expect(after.balanceMonetaryWithholding).toBeCloseTo(before.balanceMonetaryWithholding);
    // Its withholding, charge and release are in the ledger like any campaign's.
    expect(await ledgerMismatches(harness.database.db)).toEqual([]);
    // The key counts what it sent (the API traffic report reads it), and API messages stay out of the campaign list.
    const keys = await call(token, "GET", "/ajax/credentials/api_keys/list");
    expect(keys.body.data.data[0].messages_sent).toBe(1);
    const list = await call(token, "GET", "/ajax/sms/campaign/list");
    expect(list.body.data.data.map((row: { id: number }) => row.id)).not.toContain(campaign!.id);
  });

  it("refuses wrong and revoked keys with 401, and checks the number and sender", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const key = await createKey(token);
    expect((await sendSms(key.api_key, "wrong")).code).toBe(401);
    expect((await sendSms("sl_unknown", key.api_secret)).code).toBe(401);
    const noAuth = await harness.app.inject({ method: "POST", url: "/api/v1/sms/send", payload: {} });
    expect(noAuth.statusCode).toBe(401);

    const invalid = await sendSms(key.api_key, key.api_secret, {
      to: "12",
      message: "Hi",
      sender_id: "NOTOURS",
    });
    expect(invalid.code).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(["sender_id", "to"]);

    await call(token, "DELETE", "/ajax/credentials/api_keys", { id: [key.id] });
    const revoked = await sendSms(key.api_key, key.api_secret);
    expect(revoked.code).toBe(401);
    expect(revoked.body.status).toBe(false);
  });
});

describe("the send API's rate limit", () => {
  it("answers 429 past the limit a minute for one key from one address", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const key = await createKey(token);
    for (let call = 0; call < API_SEND_PER_MINUTE; call += 1) {
      expect((await sendSms(key.api_key, "wrong")).code).toBe(401);
    }
    const limited = await sendSms(key.api_key, key.api_secret);
    expect(limited.code).toBe(429);
    expect(limited.body.status).toBe(false);
  });
});

describe("delivery-receipt callback", () => {
  let server: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    server = await receiver();
  });
  afterAll(() => server.close());

  it("posts each receipt signed with the account's secret, and logs it", async () => {
    server.received.length = 0;
    const token = await sessionFor(harness, "owner@acme.test");
    const saved = await call(token, "PUT", "/ajax/credentials/callback", { url: server.url });
    expect(saved.code).toBe(200);
    const secret = saved.body.data.secret as string;
    expect(secret).toMatch(/^whsec_/);

    const key = await createKey(token);
    const sent = await sendSms(key.api_key, key.api_secret);
    await harness.app.engine.drain();
    await harness.app.callbacks.tick();

    expect(server.received).toHaveLength(1);
    const [receipt] = server.received;
    expect(receipt!.signature).toBe(createHmac("sha256", secret).update(receipt!.body).digest("hex"));
    const payload = JSON.parse(receipt!.body);
    expect(payload).toMatchObject({ message_id: sent.body.data.message_id, to: "639171234567", test: false });
    expect([1, 2, 8, 16]).toContain(payload.status_code);

    const log = await call(token, "GET", "/ajax/credentials/callback/log/list");
    expect(log.body.data.data[0]).toMatchObject({
      message_id: sent.body.data.message_id,
      status: "delivered",
      attempts: 1,
      response_code: 200,
    });
  });

  it("sends a test receipt and answers the response code and time", async () => {
    server.received.length = 0;
    const token = await sessionFor(harness, "owner@acme.test");
    expect((await call(token, "POST", "/ajax/credentials/callback/test")).code).toBe(422);
    await call(token, "PUT", "/ajax/credentials/callback", { url: server.url });
    const test = await call(token, "POST", "/ajax/credentials/callback/test");
    expect(test.body.data).toMatchObject({ response_code: 200, error: null });
    expect(test.body.data.response_ms).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(server.received[0]!.body)).toMatchObject({
      message_id: "msg_test",
      status_code: 1,
      test: true,
    });
  });

  it("retries with backoff and stops after the limit, without holding up another account's receiver", async () => {
    const failing = await receiver([500]);
    server.received.length = 0;
    try {
      const owner = await sessionFor(harness, "owner@acme.test");
      await call(owner, "PUT", "/ajax/credentials/callback", { url: failing.url });
      const key = await createKey(owner);
      await sendSms(key.api_key, key.api_secret);

      const trialToken = await sessionFor(harness, "trial@trial.test");
      await call(trialToken, "PUT", "/ajax/credentials/callback", { url: server.url });
      const trialKey = await createKey(trialToken);
      const trialSent = await sendSms(trialKey.api_key, trialKey.api_secret, {
        to: "09171234567",
        message: "Hello",
        sender_id: "TRIAL",
      });
      expect(trialSent.code).toBe(200);

      await harness.app.engine.drain();
      for (let pass = 0; pass < MAX_ATTEMPTS + 3; pass += 1) {
        await harness.app.callbacks.tick();
        harness.clock.advanceMinutes(10);
      }
      expect(failing.received).toHaveLength(MAX_ATTEMPTS);
      const log = await call(
        await sessionFor(harness, "owner@acme.test"),
        "GET",
        "/ajax/credentials/callback/log/list",
      );
      expect(log.body.data.data[0]).toMatchObject({
        status: "failed",
        attempts: MAX_ATTEMPTS,
        response_code: 500,
      });
      // The trial account's receiver got its own receipt once, signed with its own secret.
      expect(server.received).toHaveLength(1);
      expect(JSON.parse(server.received[0]!.body).message_id).toBe(trialSent.body.data.message_id);
    } finally {
      await failing.close();
    }
  });

  it("waits between attempts: a failed receipt is not posted again before its backoff", async () => {
    const failing = await receiver([503, 200]);
    try {
      const owner = await sessionFor(harness, "owner@acme.test");
      await call(owner, "PUT", "/ajax/credentials/callback", { url: failing.url });
      const key = await createKey(owner);
      await sendSms(key.api_key, key.api_secret);
      await harness.app.engine.drain();
      await harness.app.callbacks.tick();
      await harness.app.callbacks.tick();
      expect(failing.received).toHaveLength(1);
      const pending = await call(owner, "GET", "/ajax/credentials/callback/log/list");
      expect(pending.body.data.data[0]).toMatchObject({ status: "pending", attempts: 1, response_code: 503 });
      harness.clock.advanceMinutes(1);
      await harness.app.callbacks.tick();
      expect(failing.received).toHaveLength(2);
      const done = await call(owner, "GET", "/ajax/credentials/callback/log/list");
      expect(done.body.data.data[0]).toMatchObject({ status: "delivered", attempts: 2 });
    } finally {
      await failing.close();
    }
  });

  it("survives a dispatcher that died holding a receipt: once its lease runs out another posts it", async () => {
    server.received.length = 0;
    const owner = await sessionFor(harness, "owner@acme.test");
    await call(owner, "PUT", "/ajax/credentials/callback", { url: server.url });
    const key = await createKey(owner);
    const sent = await sendSms(key.api_key, key.api_secret);
    await harness.app.engine.drain();
    // As if a dispatcher had claimed the receipt and crashed before posting it.
    await harness.database.db
      .update(callbackReceipts)
      .set({ leaseUntil: new Date(harness.clock.now().getTime() + 60_000) });
    await harness.app.callbacks.tick();
    expect(server.received).toHaveLength(0);
    harness.clock.advanceMinutes(2);
    await harness.app.callbacks.tick();
    expect(server.received).toHaveLength(1);
    expect(JSON.parse(server.received[0]!.body).message_id).toBe(sent.body.data.message_id);
  });

  it("refuses a URL that is not http(s), and in production mode anything but a public https address", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const refused = await call(token, "PUT", "/ajax/credentials/callback", { url: "ftp://example.com/x" });
    expect(refused.code).toBe(422);
    expect(refused.body.errors.url).toEqual([CALLBACK_URL_HTTPS]);
    const publicDns = async () => ["93.184.216.34"];
    expect(await callbackUrlError("http://example.com/x", true, publicDns)).toBe(CALLBACK_URL_HTTPS);
    expect(await callbackUrlError("https://127.0.0.1/x", true)).toBe(CALLBACK_URL_PRIVATE);
    expect(await callbackUrlError("https://10.1.2.3/x", true)).toBe(CALLBACK_URL_PRIVATE);
    expect(await callbackUrlError("https://[::1]/x", true)).toBe(CALLBACK_URL_PRIVATE);
    expect(await callbackUrlError("https://internal.example/x", true, async () => ["192.168.1.5"])).toBe(
      CALLBACK_URL_PRIVATE,
    );
    expect(await callbackUrlError("https://example.com/x", true, publicDns)).toBeNull();
  });

  it("refuses private, link-local and metadata addresses in demo mode too, where only loopback is allowed", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    for (const url of [
      "http://10.1.2.3/x",
      "http://192.168.1.5/x",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00:ec2::254]/x",
      "http://[::ffff:a9fe:a9fe]/x",
      "http://100.100.100.200/x",
      "http://0.0.0.0/x",
    ]) {
      const refused = await call(token, "PUT", "/ajax/credentials/callback", { url });
      expect(refused.code, url).toBe(422);
      expect(refused.body.errors.url, url).toEqual([CALLBACK_URL_PRIVATE]);
    }
    expect(await callbackUrlError("http://metadata.internal/x", false, async () => ["169.254.169.254"])).toBe(
      CALLBACK_URL_PRIVATE,
    );
    expect(await callbackUrlError("http://127.0.0.1:8080/x", false)).toBeNull();
    expect(await callbackUrlError("http://[::ffff:7f00:1]/x", true)).toBe(CALLBACK_URL_HTTPS);
    expect(await callbackUrlError("https://[::ffff:7f00:1]/x", true)).toBe(CALLBACK_URL_PRIVATE);
  });

  it("connects to the address it checked when posting, so a name that rebinds to a private one is refused", async () => {
    const local = await receiver();
    try {
      const port = new URL(local.url).port;
      // The name answered a public address when saved; now it answers loopback.
      const rebound = async () => ["127.0.0.1"];
      const refused = await postSigned(`http://rebind.example:${port}/receipts`, "{}", "s", {
        allowLoopback: false,
        resolve: rebound,
      });
      expect(refused).toMatchObject({ responseCode: null, error: CALLBACK_URL_PRIVATE });
      expect(local.received).toHaveLength(0);

      const allowed = await postSigned(`http://rebind.example:${port}/receipts`, "{}", "s", {
        allowLoopback: true,
        resolve: rebound,
      });
      expect(allowed).toMatchObject({ responseCode: 200, error: null });
      expect(local.received).toHaveLength(1);
      const literal = await postSigned(`http://127.0.0.1:${port}/receipts`, "{}", "s", {
        allowLoopback: false,
      });
      expect(literal).toMatchObject({ responseCode: null, error: CALLBACK_URL_PRIVATE });
      expect(local.received).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});
