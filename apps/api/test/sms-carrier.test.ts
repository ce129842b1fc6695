import { countSms } from "@sendline/core";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes, accounts, campaignRecipients, campaigns, contactGroups } from "../src/db/schema";
import { SmppConnection } from "../src/transports/sms/smpp-connection";
import type { SmsCarrier } from "../src/transports/sms/transport";
import { sessionFor, useServer, type Harness } from "./harness";
import { startSmsc, stopSmscsAfterAll, type SmscProcess } from "./smsc";

stopSmscsAfterAll();

let smsc: SmscProcess;
let connection: SmppConnection | null = null;
const carrier: SmsCarrier = {
  transportFor: () => connection,
  transports: () => (connection ? [connection] : []),
};

beforeAll(async () => {
  smsc = await startSmsc();
  connection = new SmppConnection({
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
    const stop = connection!.onState((state) => {
      if (state.status !== "bound") return;
      stop();
      done();
    });
  });
  return () => connection?.close();
});

const harness = useServer({}, { smsCarrier: carrier });

beforeEach(async () => {
  await smsc.controls({
    throttle: 0,
    refuse: [],
    holdReceipts: false,
    duplicateReceipts: false,
    receiptBeforeResponse: false,
  });
});

const MESSAGE = "Acme sale this weekend: 20% off everything in store.";

async function liveCampaign(harness: Harness, message = MESSAGE) {
  const { db } = harness.database;
  const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const groups = await db.select().from(contactGroups).where(eq(contactGroups.accountId, acme!.id));
  const [route] = await db
    .select()
    .from(accountRoutes)
    .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.isDefault, true)));
  const token = await sessionFor(harness, "owner@acme.test");
  const headers = { token };
  const created = await harness.app.inject({
    method: "POST",
    url: "/ajax/sms/campaign",
    headers,
    payload: {
      name: "Over SMPP",
      sender_id: "ACME",
      message,
      contact_group_ids: groups
        .filter((group) => ["Loyalty members", "VIP customers"].includes(group.name))
        .map((group) => group.id),
      compose_numbers: "09171234567",
      account_route_id: route!.id,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = (created.json() as { data: { id: number } }).data.id;
  const live = await harness.app.inject({ method: "GET", url: `/ajax/sms/go_live/${id}`, headers });
  expect(live.statusCode, live.body).toBe(200);
  return id;
}

/** Passes until the campaign completes (receipts arrive over TCP meanwhile). */
async function untilCompleted(harness: Harness, id: number) {
  for (let pass = 0; pass < 400; pass += 1) {
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

describe("SMS campaigns over SMPP", () => {
  it("sends each recipient once as submit_sm and completes on the SMSC's receipts", async () => {
    const before = (await smsc.record()).messages.length;
    const id = await liveCampaign(harness);
    const done = await untilCompleted(harness, id);
    const rows = await recipients(harness, id);
    const received = (await smsc.record()).messages.slice(before);

    expect(received).toHaveLength(rows.length);
    expect(new Set(received.map((message) => message.to)).size).toBe(rows.length);
    expect(received.every((message) => message.text === MESSAGE && message.from === "ACME")).toBe(true);
    // Each recipient ends as the SMSC's receipt said.
    const status = {
      delivered: "delivered",
      undelivered: "hard_bounced",
      expired: "soft_bounced",
      rejected: "rejected",
      unknown: "pending",
      deleted: "hard_bounced",
    } as const;
    for (const row of rows) {
      const message = received.find((entry) => entry.to === row.mobile);
      expect(row.status, row.mobile ?? "").toBe(status[message!.outcome]);
    }
    const count = (value: string) => rows.filter((row) => row.status === value).length;
    expect(done).toMatchObject({
      statsSent: rows.length,
      statsDelivered: count("delivered"),
      statsHardBounced: count("hard_bounced"),
      statsSoftBounced: count("soft_bounced"),
      statsRejected: count("rejected"),
      statsPending: count("pending"),
      withheld: 0,
    });
    const charged = rows.reduce((sum, row) => sum + Number(row.cost), 0);
    expect(done.charged).toBeCloseTo(charged, 4);
  });

  it("stores every part's message id, and a multipart recipient ends when its parts' receipts are in", async () => {
    const text = `${"Long news. ".repeat(30)}Ends with € and {braces}`;
    const id = await liveCampaign(harness, text);
    await untilCompleted(harness, id);
    const { rows } = (await harness.database.db.execute(sql`
      select r.id, count(p.id)::int as parts, bool_and(p.state is not null) as settled
      from campaign_recipients r join sms_parts p on p.recipient_id = r.id
      where r.campaign_id = ${id} group by r.id`)) as unknown as {
      rows: { parts: number; settled: boolean }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.parts === countSms(text).segments && row.settled)).toBe(true);
  });

  it("does not charge a recipient the SMSC refuses, and keeps its SMPP error code", async () => {
    await smsc.controls({ refuse: ["639171234567"] });
    const id = await liveCampaign(harness);
    const done = await untilCompleted(harness, id);
    const refused = (await recipients(harness, id)).find((row) => row.mobile === "639171234567");
    expect(refused).toMatchObject({ status: "rejected", dlrCode: 16, smppError: 0x0b });
    expect(Number(refused?.cost)).toBe(0);
    expect(done.statsRejected).toBeGreaterThanOrEqual(1);
  });

  it("retries throttled submits and still sends everyone once", async () => {
    await smsc.controls({ throttle: 7 });
    const before = await smsc.record();
    const id = await liveCampaign(harness);
    await untilCompleted(harness, id);
    const after = await smsc.record();
    const rows = await recipients(harness, id);
    expect(after.throttled - before.throttled).toBe(7);
    expect(after.messages.length - before.messages.length).toBe(rows.length);
  });

  it("counts duplicate receipts and receipts that come before the submit answer, and moves nothing twice", async () => {
    await smsc.controls({ duplicateReceipts: true, receiptBeforeResponse: true });
    const id = await liveCampaign(harness);
    const done = await untilCompleted(harness, id);
    const rows = await recipients(harness, id);
    const settled =
      done.statsDelivered +
      done.statsHardBounced +
      done.statsSoftBounced +
      done.statsRejected +
      done.statsPending;
    expect(settled).toBe(rows.length);
    const { rows: duplicates } = (await harness.database.db.execute(sql`
      select coalesce(sum(duplicates), 0)::int as n from sms_receipts r
      join sms_parts p on p.message_id = r.message_id
      join campaign_recipients c on c.id = p.recipient_id where c.campaign_id = ${id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(duplicates[0]!.n).toBe(rows.length);
  });

  it("keeps a receipt for an id nobody stored, unmatched", async () => {
    await smsc.receipt({ messageId: "no-such-id", state: "delivered" });
    for (let pass = 0; pass < 50; pass += 1) {
      await harness.app.engine.tick();
      const { rows } = (await harness.database.db.execute(
        sql`select matched_at from sms_receipts where message_id = 'no-such-id'`,
      )) as unknown as { rows: { matched_at: string | null }[] };
      if (rows.length > 0) {
        expect(rows[0]!.matched_at).toBeNull();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("the receipt was not filed");
  });

  it("ends recipients whose receipts never come as unknown after the receipt timeout", async () => {
    await smsc.controls({ holdReceipts: true });
    const id = await liveCampaign(harness);
    for (let pass = 0; pass < 5; pass += 1) await harness.app.engine.tick();
    expect((await recipients(harness, id)).every((row) => row.status === "sent")).toBe(true);
    harness.clock.advanceMinutes(harness.config.smsReceiptTimeoutMinutes + 1);
    const done = await untilCompleted(harness, id);
    const rows = await recipients(harness, id);
    expect(rows.every((row) => row.status === "pending" && row.dlrCode === 8)).toBe(true);
    expect(done.statsPending).toBe(rows.length);
    await smsc.release();
  });

  it("sends nobody twice when the connection drops mid-campaign, and finishes after it reconnects", async () => {
    // Answers come late, so the drop finds submits in flight.
    await smsc.controls({ receiptBeforeResponse: true, receiptDelayMs: 100 });
    const { messages, accepted } = await smsc.record();
    const before = messages.length;
    const id = await liveCampaign(harness);
    const pass = harness.app.engine.tick();
    // Dropped once the SMSC has taken some submits it has not answered yet.
    while ((await smsc.record()).accepted === accepted)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await smsc.drop();
    await pass;
    await smsc.controls({ receiptBeforeResponse: false, receiptDelayMs: 20 });
    const inDoubt = (await recipients(harness, id)).filter((row) => row.status === "unanswered");
    expect(inDoubt.length).toBeGreaterThan(0);
    // Those in doubt are never submitted again; they end unknown after the receipt timeout.
    for (let tick = 0; tick < 20; tick += 1) await harness.app.engine.tick();
    harness.clock.advanceMinutes(harness.config.smsReceiptTimeoutMinutes + 1);
    const done = await untilCompleted(harness, id);
    const received = (await smsc.record()).messages.slice(before);
    const destinations = received.map((message) => message.to);
    expect(new Set(destinations).size).toBe(destinations.length);
    const rows = await recipients(harness, id);
    for (const row of inDoubt) {
      expect(rows.find((entry) => entry.id === row.id)).toMatchObject({ status: "pending", dlrCode: 8 });
    }
    expect(done.statsSent).toBe(rows.length);
    expect(connection?.state().status).toBe("bound");
  });
});
