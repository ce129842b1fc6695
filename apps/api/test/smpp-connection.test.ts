import { countSms } from "@sendline/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SmppConnection, type SmppOptions } from "../src/transports/sms/smpp-connection";
import { parseReceipt } from "../src/transports/sms/receipt";
import type { SmsReceipt, TransportStatus } from "../src/transports/sms/transport";
import { startSmsc, stopSmscsAfterAll, type SmscProcess } from "./smsc";

stopSmscsAfterAll();

let smsc: SmscProcess;
const connections: SmppConnection[] = [];

beforeAll(async () => {
  smsc = await startSmsc();
});

afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.close()));
  await smsc.controls({ throttle: 0, refuse: [], holdReceipts: false, duplicateReceipts: false });
});

function connect(options: Partial<SmppOptions> = {}): SmppConnection {
  const connection = new SmppConnection({
    host: smsc.host,
    port: smsc.port,
    systemId: "sendline",
    password: "sendline",
    systemType: "",
    bindMode: "transceiver",
    tls: false,
    throughput: 0,
    window: 10,
    enquireLinkSeconds: 30,
    reconnectMs: { min: 50, max: 200 },
    ...options,
  });
  connections.push(connection);
  return connection;
}

function until(connection: SmppConnection, status: TransportStatus): Promise<void> {
  return new Promise((done) => {
    if (connection.state().status === status) return done();
    const stop = connection.onState((state) => {
      if (state.status !== status) return;
      stop();
      done();
    });
  });
}

function receipts(connection: SmppConnection, count: number): Promise<SmsReceipt[]> {
  const got: SmsReceipt[] = [];
  return new Promise((done) => {
    const stop = connection.onReceipt((receipt) => {
      got.push(receipt);
      if (got.length < count) return;
      stop();
      done(got);
    });
  });
}

/** Messages of 1 to 10 parts: GSM, escape characters at part boundaries, emoji, mixed scripts. */
const CORPUS = [
  "Your PIN is 482913",
  "a".repeat(160),
  "b".repeat(161),
  `${"c".repeat(152)}{${"d".repeat(152)}`,
  `${"e".repeat(151)}€${"[]".repeat(200)}`,
  `Sale ${"😀".repeat(40)} ends`,
  `${"あ".repeat(66)}😀${"あ".repeat(66)}`,
  "Ελληνικά, русский, 中文 and ASCII with ~^|\\ ".repeat(16),
  "f".repeat(153 * 10),
  `${"g".repeat(1000)}🇵🇭 family 👨‍👩‍👧 e\u0301`,
];

describe("the SMPP connection", () => {
  it("binds, submits and gets each part's receipt with the SMSC's message id", async () => {
    const connection = connect();
    await until(connection, "bound");
    const coming = receipts(connection, 1);
    const result = await connection.submit({ from: "Sendline", to: "639171234567", text: "Hello there" });
    expect(result.parts).toHaveLength(1);
    expect(result.parts[0]).toMatchObject({ status: "accepted", messageId: expect.any(String) });
    const [receipt] = await coming;
    expect(receipt?.messageId).toBe((result.parts[0] as { messageId: string }).messageId);
    expect(["delivered", "undelivered", "expired", "rejected", "unknown"]).toContain(receipt?.state);
  });

  it("sends every message of the corpus in core's parts, which the SMSC reassembles to the text", async () => {
    const connection = connect({ bindMode: "transmitter_receiver" });
    await until(connection, "bound");
    const before = (await smsc.record()).messages.length;
    const results = await Promise.all(
      CORPUS.map((text, index) => connection.submit({ from: "Sendline", to: `6391700000${index}`, text })),
    );
    for (const [index, result] of results.entries()) {
      expect(result.parts, CORPUS[index]!.slice(0, 20)).toHaveLength(countSms(CORPUS[index]!).segments);
      expect(result.parts.every((part) => part.status === "accepted")).toBe(true);
    }
    const received = (await smsc.record()).messages.slice(before);
    for (const [index, text] of CORPUS.entries()) {
      const message = received.find((entry) => entry.to === `6391700000${index}`);
      expect(message?.text).toBe(text);
      expect(message?.ids).toEqual(
        results[index]!.parts.map((part) => (part as { messageId: string }).messageId),
      );
    }
  });

  it("slows down and sends the same PDU again when throttled", async () => {
    const connection = connect();
    await until(connection, "bound");
    await smsc.controls({ throttle: 3 });
    const before = await smsc.record();
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        connection.submit({ from: "Sendline", to: `63917555000${n}`, text: `Hi ${n}` }),
      ),
    );
    expect(results.flatMap((result) => result.parts.map((part) => part.status))).toEqual(
      Array(4).fill("accepted"),
    );
    const after = await smsc.record();
    expect(after.throttled - before.throttled).toBe(3);
    expect(after.accepted - before.accepted).toBe(4);
  });

  it("answers a permanent error as a rejection with its SMPP code", async () => {
    const connection = connect();
    await until(connection, "bound");
    await smsc.controls({ refuse: ["639170000404"] });
    const result = await connection.submit({ from: "Sendline", to: "639170000404", text: "x".repeat(200) });
    // The first part is refused, so the second never leaves.
    expect(result.parts).toEqual([{ status: "rejected", code: 0x0b }]);
  });

  it("keeps failing with the bind error while the credentials are wrong", async () => {
    const connection = connect({ password: "wrong" });
    await until(connection, "failing");
    expect(connection.state()).toMatchObject({
      status: "failing",
      lastError: "bind refused: ESME_RBINDFAIL",
    });
  });

  it("reconnects after the SMSC drops it, and sends what waited meanwhile", async () => {
    const connection = connect();
    await until(connection, "bound");
    const binds = (await smsc.record()).binds;
    await smsc.drop();
    await until(connection, "failing");
    const result = await connection.submit({ from: "Sendline", to: "639178880000", text: "after the drop" });
    expect(result.parts[0]?.status).toBe("accepted");
    expect((await smsc.record()).binds).toBeGreaterThan(binds);
  });

  it("holds a throughput cap", async () => {
    const connection = connect({ throughput: 50 });
    await until(connection, "bound");
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 61 }, (_, n) =>
        connection.submit({ from: "Sendline", to: `6391766${n}`, text: "capped" }),
      ),
    );
    // 61 parts at 50 a second, of which a tenth of a second's worth (5) may leave at once: the
    // last leaves at least 55 intervals of 20 ms after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1100);
  });

  it("keeps at most its window of submits in flight", async () => {
    const connection = connect({ window: 3 });
    await until(connection, "bound");
    let most = 0;
    const sending = Array.from({ length: 30 }, (_, n) =>
      connection.submit({ from: "Sendline", to: `6391777${n}`, text: "windowed" }),
    );
    const timer = setInterval(() => (most = Math.max(most, connection.state().inFlight)), 0);
    await Promise.all(sending);
    clearInterval(timer);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(3);
  });
});

describe("parseReceipt", () => {
  it("reads the receipt text of SMPP v3.4 Appendix B", () => {
    const text =
      "id:0a1b2c sub:001 dlvrd:000 submit date:2611262330 done date:2611262331 stat:UNDELIV err:001 text:Hello";
    expect(parseReceipt(text)).toEqual({
      messageId: "0a1b2c",
      state: "undelivered",
      error: "001",
      doneAt: new Date("2026-11-26T23:31:00Z"),
    });
  });

  it("prefers the receipted_message_id and message_state TLVs", () => {
    const text =
      "id:1 sub:001 dlvrd:001 submit date:2611262330 done date:2611262331 stat:DELIVRD err:000 text:";
    expect(parseReceipt(text, { receipted_message_id: "abc", message_state: 3 })).toMatchObject({
      messageId: "abc",
      state: "expired",
    });
  });

  it("answers null for a text that is no receipt", () => {
    expect(parseReceipt("hello")).toBeNull();
  });
});
