import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { viberCallbackUrl } from "../src/config";
import { accountRoutes, accounts, campaignRecipients, campaigns, contactGroups } from "../src/db/schema";
import { SmppConnection } from "../src/transports/sms/smpp-connection";
import type { SmsCarrier } from "../src/transports/sms/transport";
import { claimViber } from "../src/modules/campaigns/delivery/viber-http";
import { ViberHttpTransport } from "../src/transports/viber/http-transport";
import {
  signViberBody,
  VIBER_SIGNATURE_HEADER,
  type ViberTransport,
} from "../src/transports/viber/transport";
import { acme, blastClient } from "./file-blast-helpers";
import { outcomesCounted, sessionFor, useServer, type Harness } from "./harness";
import { startSmsc, stopSmscsAfterAll, type SmscProcess } from "./smsc";
import { startViberProvider, stopViberProvidersAfterAll, type ViberProviderProcess } from "./viber-provider";

stopSmscsAfterAll();
stopViberProvidersAfterAll();

const TTL_SECONDS = 3600;
let provider: ViberProviderProcess;
let viber: ViberHttpTransport;
let smsc: SmscProcess;
let smpp: SmppConnection | null = null;
let carrierOn = true;
const carrier: SmsCarrier = {
  transportFor: () => (carrierOn ? smpp : null),
  transports: () => (smpp ? [smpp] : []),
};
/** The server's Viber connection, made once the provider and the server listen. */
const transport: ViberTransport = {
  ttlSeconds: TTL_SECONDS,
  submit: (message) => viber.submit(message),
  readCallback: (body, signature) => viber.readCallback(body, signature),
  state: () => viber.state(),
  close: async () => viber?.close(),
};

const harness = useServer(
  { DATA_DIR: mkdtempSync(join(tmpdir(), "sendline-viber-http-")) },
  { smsCarrier: carrier, viber: transport },
);

beforeAll(async () => {
  [provider, smsc] = await Promise.all([startViberProvider(), startSmsc()]);
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
  const address = harness.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  viber = new ViberHttpTransport({
    baseUrl: provider.url,
    token: provider.token,
    sender: "acme-viber",
    ttlSeconds: TTL_SECONDS,
    callbackUrl: viberCallbackUrl(`http://127.0.0.1:${port}`),
    callbackSecret: provider.secret,
    concurrency: 16,
    ratePerSecond: 0,
    retries: 5,
    backoffMs: 20,
    timeoutMs: 10_000,
  });
  smpp = new SmppConnection({
    host: smsc.host,
    port: smsc.port,
    systemId: "sendline",
    password: "sendline",
    systemType: "",
    bindMode: "transceiver",
    tls: false,
    throughput: 0,
    window: 50,
    enquireLinkSeconds: 30,
    reconnectMs: { min: 50, max: 200 },
  });
  await new Promise<void>((done) => {
    const stop = smpp!.onState((state) => {
      if (state.status !== "bound") return;
      stop();
      done();
    });
  });
  return () => smpp?.close();
});

beforeEach(async () => {
  carrierOn = true;
  await provider.controls({
    fail: 0,
    drop: 0,
    undeliverable: [],
    holdCallbacks: false,
    duplicateCallbacks: false,
  });
});

const MESSAGE = "Acme's summer picks, swipe through.";
const FALLBACK = "Acme summer catalogue: https://acme.example.com/summer";
const card = (title: string, secondary = false) => ({
  title,
  image: null,
  primaryButtonText: "Shop now",
  primaryButtonUrl: `https://acme.example.com/${title.toLowerCase()}`,
  secondaryButtonText: secondary ? "Sizes" : "",
  secondaryButtonUrl: secondary ? "https://acme.example.com/sizes" : "",
});
const CAROUSEL = [card("Sandals"), card("Hats", true), card("Towels")];

async function liveCampaign(harness: Harness, overrides: Record<string, unknown> = {}) {
  const { db } = harness.database;
  const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const groups = await db.select().from(contactGroups).where(eq(contactGroups.accountId, acme!.id));
  const [route] = await db
    .select()
    .from(accountRoutes)
    .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.isDefault, true)));
  const token = await sessionFor(harness, "owner@acme.test");
  const created = await harness.app.inject({
    method: "POST",
    url: "/ajax/viber/campaign",
    headers: { token },
    payload: {
      name: "Carousel over HTTP",
      sender_id: "Acme Corp",
      message: MESSAGE,
      carousel: CAROUSEL,
      contact_group_ids: groups
        .filter((group) => ["Loyalty members", "VIP customers"].includes(group.name))
        .map((group) => group.id),
      account_route_id: route!.id,
      fallback_message: FALLBACK,
      ...overrides,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = (created.json() as { data: { id: number } }).data.id;
  const live = await harness.app.inject({
    method: "GET",
    url: `/ajax/viber/go_live/${id}`,
    headers: { token },
  });
  expect(live.statusCode, live.body).toBe(200);
  return { id, token };
}

/** Passes until the campaign completes (callbacks and receipts arrive meanwhile). */
async function untilCompleted(harness: Harness, id: number) {
  for (let pass = 0; pass < 600; pass += 1) {
    await harness.app.engine.tick();
    const [row] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    if (row?.status === "completed") return row;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`campaign ${id} did not complete`);
}

async function recipients(harness: Harness, id: number) {
  return harness.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
}

describe("Viber campaigns over the provider's HTTP API", () => {
  it("sends a carousel to each recipient once; callbacks move the stats; the unreached get their SMS fallback over SMPP", async () => {
    const before = await provider.record();
    const smscBefore = (await smsc.record()).messages.length;
    const { id, token } = await liveCampaign(harness);
    const done = await untilCompleted(harness, id);
    const rows = await recipients(harness, id);
    const received = (await provider.record()).messages.slice(before.messages.length);

    // The provider's own record: one request a recipient, the carousel as composed.
    expect(received).toHaveLength(rows.length);
    expect(new Set(received.map((message) => message.receiver))).toEqual(
      new Set(rows.map((row) => row.mobile)),
    );
    for (const message of received) {
      expect(message).toMatchObject({
        sender: "acme-viber",
        ttl: TTL_SECONDS,
        content: {
          type: "carousel",
          text: MESSAGE,
          items: [
            {
              title: "Sandals",
              image_url: null,
              buttons: [{ text: "Shop now", url: "https://acme.example.com/sandals" }],
            },
            {
              title: "Hats",
              image_url: null,
              buttons: [
                { text: "Shop now", url: "https://acme.example.com/hats" },
                { text: "Sizes", url: "https://acme.example.com/sizes" },
              ],
            },
            {
              title: "Towels",
              image_url: null,
              buttons: [{ text: "Shop now", url: "https://acme.example.com/towels" }],
            },
          ],
        },
      });
    }
    const byId = new Map(received.map((message) => [message.message_id, message]));
    const reached = rows.filter((row) => byId.get(row.viberMessageId ?? "")?.outcome === "delivered");
    const unreached = rows.filter((row) => byId.get(row.viberMessageId ?? "")?.outcome !== "delivered");
    expect(reached.length).toBeGreaterThan(0);
    expect(unreached.length).toBeGreaterThan(0);
    expect(reached.every((row) => row.status === "delivered" && !row.viaFallback && row.dlrCode === 1)).toBe(
      true,
    );
    expect(unreached.every((row) => row.viaFallback)).toBe(true);

    // The unreached, and only they, got the fallback by SMPP.
    const sms = (await smsc.record()).messages.slice(smscBefore);
    expect(sms.map((message) => message.to).sort()).toEqual(unreached.map((row) => row.mobile).sort());
    expect(sms.every((message) => message.text === FALLBACK && message.from === "Acme Corp")).toBe(true);
    const smsOutcome = new Map(sms.map((message) => [message.to, message.outcome]));
    const status = {
      delivered: "delivered",
      undelivered: "hard_bounced",
      expired: "soft_bounced",
      rejected: "rejected",
      deleted: "hard_bounced",
      unknown: "pending",
    } as const;
    for (const row of unreached) expect(row.status).toBe(status[smsOutcome.get(row.mobile!)!]);

    // The stats add up: Viber and fallback deliveries apart, nothing left pending but the unknown.
    const fallbackDelivered = unreached.filter((row) => row.status === "delivered").length;
    expect(done).toMatchObject({
      statsSent: rows.length,
      statsViberDelivered: reached.length,
      statsFallbackDelivered: fallbackDelivered,
      statsDelivered: reached.length + fallbackDelivered,
      statsPending: rows.filter((row) => row.status === "pending").length,
      statsHardBounced: rows.filter((row) => row.status === "hard_bounced").length,
      statsSoftBounced: rows.filter((row) => row.status === "soft_bounced").length,
    });
    // Charged one Viber message each, plus the fallback's parts as SMS for the SMSC accepted.
    const [route] = await harness.database.db
      .select()
      .from(accountRoutes)
      .where(eq(accountRoutes.id, done.accountRouteId!));
    const charged = rows.reduce((sum, row) => sum + Number(row.cost), 0);
    expect(done.charged).toBeCloseTo(charged, 4);
    expect(charged).toBeCloseTo((rows.length + sms.length) * 0.35, 4);
    expect(route).toBeDefined();

    // The transactions show who was reached by the fallback.
    const list = await harness.app.inject({
      method: "GET",
      url: `/ajax/viber/campaign/${id}/transactions/list?page_size=100`,
      headers: { token },
    });
    expect(list.statusCode, list.body).toBe(200);
    const transactions = (list.json() as { data: { data: { recipient: string; via_fallback: boolean }[] } })
      .data.data;
    expect(
      transactions
        .filter((row) => row.via_fallback)
        .map((row) => row.recipient)
        .sort(),
    ).toEqual(unreached.map((row) => row.mobile).sort());
  });

  it("without a carrier connection draws the fallback from the operator shares, charged as SMS", async () => {
    carrierOn = false;
    const smscBefore = (await smsc.record()).messages.length;
    const { id } = await liveCampaign(harness, { carousel: [], message: MESSAGE });
    const done = await untilCompleted(harness, id);
    const rows = await recipients(harness, id);
    expect((await smsc.record()).messages.length).toBe(smscBefore);
    const fallen = rows.filter((row) => row.viaFallback);
    expect(fallen.length).toBeGreaterThan(0);
    expect(done.statsViberDelivered + done.statsFallbackDelivered).toBe(done.statsDelivered);
    expect(done.statsFallbackDelivered).toBe(fallen.filter((row) => row.status === "delivered").length);
    expect(rows.every((row) => !["queued", "submitting", "unanswered", "sent"].includes(row.status))).toBe(
      true,
    );
  });

  it("refuses a callback with a bad signature, and counts a duplicate once", async () => {
    await provider.controls({ duplicateCallbacks: true });
    const { id } = await liveCampaign(harness);
    const done = await untilCompleted(harness, id);
    const rows = await recipients(harness, id);
    expect(done.statsViberDelivered).toBe(
      rows.filter((row) => row.status === "delivered" && !row.viaFallback).length,
    );
    expect(
      done.statsDelivered +
        done.statsHardBounced +
        done.statsSoftBounced +
        done.statsPending +
        done.statsRejected,
    ).toBe(rows.length);
    const { rows: dups } = (await harness.database.db.execute(
      sql`select coalesce(sum(duplicates), 0)::int as n from viber_callbacks`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(dups[0]!.n)).toBeGreaterThan(0);

    // A callback for a delivered recipient, replayed, answers 200 duplicate and moves nothing.
    const delivered = rows.find((row) => row.status === "delivered" && !row.viaFallback)!;
    const body = JSON.stringify({
      message_id: delivered.viberMessageId,
      reference: String(delivered.id),
      receiver: delivered.mobile,
      status: "delivered",
      timestamp: new Date().toISOString(),
    });
    const replay = await harness.app.inject({
      method: "POST",
      url: "/public/viber/callback",
      headers: {
        "content-type": "application/json",
        [VIBER_SIGNATURE_HEADER]: signViberBody(body, provider.secret),
      },
      payload: body,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ status: true, data: { duplicate: true } });

    const undelivered = JSON.stringify({ ...JSON.parse(body), status: "undelivered" });
    for (const signature of [signViberBody(undelivered, "not the secret"), undefined, "zz"]) {
      const refused = await harness.app.inject({
        method: "POST",
        url: "/public/viber/callback",
        headers: {
          "content-type": "application/json",
          ...(signature && { [VIBER_SIGNATURE_HEADER]: signature }),
        },
        payload: undelivered,
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ status: false, message: "Authentication Failed" });
    }
    await harness.app.engine.tick();
    const [after] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(after).toMatchObject({
      statsDelivered: done.statsDelivered,
      statsViberDelivered: done.statsViberDelivered,
    });
  });

  it("retries a provider's 429 and 5xx answers: each recipient still sent once", async () => {
    await provider.controls({ fail: 3, failStatus: 429, retryAfterSeconds: 0 });
    const before = await provider.record();
    const { id } = await liveCampaign(harness);
    await untilCompleted(harness, id);
    const after = await provider.record();
    const rows = await recipients(harness, id);
    expect(after.failed - before.failed).toBe(3);
    expect(after.accepted - before.accepted).toBe(rows.length);
    expect(new Set(after.messages.slice(before.messages.length).map((m) => m.receiver)).size).toBe(
      rows.length,
    );
  });

  it("a message with no callback by its TTL ends expired and gets its fallback", async () => {
    await provider.controls({ holdCallbacks: true });
    const smscBefore = (await smsc.record()).messages.length;
    const { id } = await liveCampaign(harness, { carousel: [], message: MESSAGE });
    for (let pass = 0; pass < 50; pass += 1) {
      await harness.app.engine.tick();
      const rows = await recipients(harness, id);
      if (rows.every((row) => row.status === "sent")) break;
    }
    harness.clock.advanceMinutes(TTL_SECONDS / 60 + 2);
    const done = await untilCompleted(harness, id);
    const rows = await recipients(harness, id);
    expect(rows.every((row) => row.viaFallback)).toBe(true);
    expect(done.statsViberDelivered).toBe(0);
    expect((await smsc.record()).messages.length - smscBefore).toBe(rows.length);
    await provider.release();
  });

  it("counts the recipients a killed process left submitting when their TTL ends them, never sent twice", async () => {
    const providerBefore = (await provider.record()).messages.length;
    const { id } = await liveCampaign(harness, { carousel: [], message: MESSAGE });
    const [campaign] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    // What a process killed between its two transactions leaves: claimed and committed, never stored.
    const leftovers = await claimViber(harness.database.db, campaign!, 3, harness.clock.now());
    expect(leftovers).toHaveLength(3);
    for (let pass = 0; pass < 50; pass += 1) {
      await harness.app.engine.tick();
      const rows = await recipients(harness, id);
      if (rows.every((row) => row.status !== "queued")) break;
    }
    harness.clock.advanceMinutes(TTL_SECONDS / 60 + 2);
    const done = await untilCompleted(harness, id);
    const rows = await recipients(harness, id);
    // Never sent to Viber: they take their SMS fallback, and every count adds up to the recipients.
    const left = rows.filter((row) => leftovers.some((claimed) => claimed.id === row.id));
    expect(left.every((row) => row.viaFallback)).toBe(true);
    expect((await provider.record()).messages.length - providerBefore).toBe(rows.length - 3);
    expect(done.statsSent).toBe(rows.length);
    expect(outcomesCounted(done)).toBe(rows.length);
  });

  it("sends a Viber File Blast's rows over HTTP, each its own text, and completes the parent", async () => {
    carrierOn = false;
    const { call, blastFile } = blastClient(harness, "viber_file");
    const owner = await sessionFor(harness, "owner@acme.test");
    const { route } = await acme(harness);
    const file = await blastFile(owner, "members.csv", 12);
    const before = (await provider.record()).messages.length;
    const saved = await call(owner, "POST", "/ajax/viber/save_and_go_live", {
      name: "Member news",
      file_ids: [file],
      button_text: "Open",
      button_url: "https://acme.example.com/news",
      account_route_id: route.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const done = await untilCompleted(harness, saved.body.data.id as number);
    const [child] = await harness.database.db.select().from(campaigns).where(eq(campaigns.parentId, done.id));
    const rows = await recipients(harness, child!.id);
    const received = (await provider.record()).messages.slice(before);
    expect(received).toHaveLength(12);
    for (const row of rows) {
      const message = received.find((entry) => entry.receiver === row.mobile)!;
      expect(message.content).toMatchObject({
        type: "text",
        text: row.message,
        button: { text: "Open", url: "https://acme.example.com/news" },
      });
    }
    expect(done).toMatchObject({ statsSent: 12 });
    expect(done.statsViberDelivered + done.statsFallbackDelivered).toBe(done.statsDelivered);
  });
});
