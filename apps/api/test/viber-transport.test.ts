import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ViberHttpTransport, type ViberHttpOptions } from "../src/transports/viber/http-transport";
import { signViberBody, VIBER_SIGNATURE_HEADER, type ViberCallback } from "../src/transports/viber/transport";
import { startViberProvider, stopViberProvidersAfterAll, type ViberProviderProcess } from "./viber-provider";

stopViberProvidersAfterAll();

let provider: ViberProviderProcess;
let receiver: Server;
const received: { body: string; signature: string | undefined }[] = [];
let callbackUrl = "";

beforeAll(async () => {
  provider = await startViberProvider();
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ body, signature: request.headers[VIBER_SIGNATURE_HEADER] as string | undefined });
      response.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  const address = receiver.address();
  callbackUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/callback`;
});
afterAll(() => new Promise<void>((done) => receiver.close(() => done())));

beforeEach(async () => {
  await provider.controls({
    fail: 0,
    drop: 0,
    undeliverable: [],
    holdCallbacks: false,
    duplicateCallbacks: false,
  });
});

function transport(overrides: Partial<ViberHttpOptions> = {}) {
  return new ViberHttpTransport({
    baseUrl: provider.url,
    token: provider.token,
    sender: "acme-service",
    ttlSeconds: 3600,
    callbackUrl,
    callbackSecret: provider.secret,
    concurrency: 8,
    ratePerSecond: 0,
    retries: 4,
    backoffMs: 10,
    timeoutMs: 5000,
    ...overrides,
  });
}

async function callbacksFor(messageId: string, count: number): Promise<ViberCallback[]> {
  for (let wait = 0; wait < 200; wait += 1) {
    const mine = received.filter((entry) => entry.body.includes(messageId));
    if (mine.length >= count) return mine.map((entry) => JSON.parse(entry.body) as ViberCallback);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no callback for ${messageId}`);
}

describe("Viber over HTTP to the local provider", () => {
  it("sends a carousel the provider records as sent, and its signed callback reads back", async () => {
    const viber = transport();
    const items = [
      {
        title: "Shoes",
        image_url: "https://cdn.example.com/shoes.png",
        buttons: [{ text: "Shop", url: "https://acme.example.com/shoes" }],
      },
      {
        title: "Bags",
        image_url: null,
        buttons: [
          { text: "Shop", url: "https://acme.example.com/bags" },
          { text: "More", url: "https://acme.example.com/" },
        ],
      },
    ];
    const result = await viber.submit({
      to: "639171234567",
      reference: "r-1",
      content: { type: "carousel", items },
    });
    expect(result.status).toBe("accepted");
    const messageId = result.status === "accepted" ? result.messageId : "";
    const record = await provider.record();
    const message = record.messages.find((entry) => entry.message_id === messageId)!;
    expect(message).toMatchObject({
      sender: "acme-service",
      receiver: "639171234567",
      ttl: 3600,
      reference: "r-1",
      callback_url: callbackUrl,
      content: { type: "carousel", items },
    });
    const [callback] = await callbacksFor(messageId, 1);
    expect(callback).toMatchObject({ message_id: messageId, reference: "r-1", status: message.outcome });
    const raw = received.find((entry) => entry.body.includes(messageId))!;
    expect(viber.readCallback(raw.body, raw.signature)).toEqual(callback);
    expect(viber.readCallback(raw.body, signViberBody(raw.body, "another secret"))).toBeNull();
    expect(viber.readCallback(raw.body, undefined)).toBeNull();
  });

  it("retries 429 and 5xx answers with backoff, then sends once", async () => {
    const viber = transport();
    await provider.controls({ fail: 2, failStatus: 429, retryAfterSeconds: 0 });
    const before = await provider.record();
    const result = await viber.submit({
      to: "639171234568",
      reference: "r-2",
      content: { type: "text", text: "Hello" },
    });
    expect(result.status).toBe("accepted");
    const after = await provider.record();
    expect(after.failed - before.failed).toBe(2);
    expect(after.accepted - before.accepted).toBe(1);
    expect(viber.state().retried).toBe(2);

    await provider.controls({ fail: 10, failStatus: 503 });
    expect(
      (
        await transport({ retries: 2 }).submit({
          to: "639171234569",
          reference: "r-3",
          content: { type: "text", text: "Hi" },
        })
      ).status,
    ).toBe("unsent");
  });

  it("refuses a wrong token and a bad request for good, and gives up a dropped request as lost", async () => {
    expect(
      await transport({ token: "wrong" }).submit({
        to: "639171234567",
        reference: "x",
        content: { type: "text", text: "Hi" },
      }),
    ).toMatchObject({ status: "rejected", code: 401 });
    expect(
      await transport().submit({ to: "not-a-number", reference: "x", content: { type: "text", text: "Hi" } }),
    ).toMatchObject({ status: "rejected", code: 400 });
    await provider.controls({ drop: 1 });
    expect(
      (
        await transport().submit({
          to: "639171234567",
          reference: "x",
          content: { type: "text", text: "Hi" },
        })
      ).status,
    ).toBe("lost");
  });

  it("keeps the rate cap", async () => {
    const viber = transport({ ratePerSecond: 50, concurrency: 4 });
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 26 }, (_, index) =>
        viber.submit({
          to: `63917100${String(index).padStart(4, "0")}`,
          reference: `rate-${index}`,
          content: { type: "text", text: "Rate" },
        }),
      ),
    );
    // 26 starts at 50 a second span at least 25 intervals of 20 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
  });
});
