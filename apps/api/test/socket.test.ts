import type { Socket } from "socket.io-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { API_MESSAGES } from "@sendline/core";
import { balancePushEventSchema, campaignSchema, campaignStatsSchema } from "@sendline/core/contract";
import { accountRoutes, accounts, contactGroups } from "../src/db/schema";
import { balancePush, Coalescer } from "../src/plugins/socket";
import { connectSocket, outboxMessages, sessionFor, useServer } from "./harness";

describe("the realtime socket", () => {
  const harness = useServer();
  const open: Socket[] = [];
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    // An update a test left held goes when its window closes: past it, no window is open for the
    // next test's sockets (the database reset alone is quicker than a window).
    await wait(1100);
  });

  /** Connects with a handshake; resolves once connected, rejects with the server's refusal. */
  async function connectAs(auth: Record<string, unknown>) {
    const socket = await connectSocket(harness, auth);
    open.push(socket);
    return socket;
  }

  async function accountId(code: string) {
    const rows = await harness.database.db.select().from(accounts);
    return rows.find((row) => row.code === code)?.id ?? 0;
  }

  it("refuses a handshake without a live session token", async () => {
    await expect(connectAs({})).rejects.toThrow("Authentication Failed");
    await expect(connectAs({ token: "forged" })).rejects.toThrow("Authentication Failed");
  });

  it("answers a handshake its check could not run with a server error the console retries, not a refusal", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const now = vi.spyOn(harness.app.context, "now").mockImplementationOnce(() => {
      throw new Error("the database is out of reach");
    });
    try {
      await expect(connectAs({ token })).rejects.toThrow(API_MESSAGES.internalError);
    } finally {
      now.mockRestore();
    }
    await expect(connectAs({ token })).resolves.toMatchObject({ connected: true });
  });

  it("delivers an account's events only to that account's sockets, staff included once inside it", async () => {
    const acme = await accountId("acme");
    const trial = await accountId("trial");
    const owner = await connectAs({ token: await sessionFor(harness, "owner@acme.test") });
    const other = await connectAs({ token: await sessionFor(harness, "trial@trial.test") });
    const staff = await connectAs({
      token: await sessionFor(harness, "staff@sendline.test"),
      accountId: acme,
    });
    // An account user cannot listen in on another account by naming it.
    const sneaky = await connectAs({ token: await sessionFor(harness, "agent@acme.test"), accountId: trial });

    const received = {
      owner: [] as unknown[],
      other: [] as unknown[],
      staff: [] as unknown[],
      sneaky: [] as unknown[],
    };
    owner.on("update", (event) => received.owner.push(event));
    other.on("update", (event) => received.other.push(event));
    staff.on("update", (event) => received.staff.push(event));
    sneaky.on("update", (event) => received.sneaky.push(event));

    harness.app.realtime.emit(acme, "update", "sms_campaign", { id: 42 });
    await new Promise((done) => setTimeout(done, 200));
    const event = { type: "sms_campaign", data: { id: 42 } };
    expect(received.owner).toEqual([event]);
    expect(received.staff).toEqual([event]);
    expect(received.sneaky).toEqual([event]);
    expect(received.other).toEqual([]);
  });

  it("lets staff outside every account hear the staff room only, and refuses an account that does not exist", async () => {
    const token = await sessionFor(harness, "staff@sendline.test");
    await expect(connectAs({ token, accountId: 999_999 })).rejects.toThrow("Access Denied");
    const outside = await connectAs({ token });
    const events = collect(outside, "update");
    const acme = await accountId("acme");
    harness.app.realtime.emit(acme, "update", "sms_campaign", { id: 42 });
    harness.app.realtime.emitStaff("update", "route_connection", { id: 1 });
    await wait(200);
    expect(events).toEqual([{ type: "route_connection", data: { id: 1 } }]);
    // No account, so no job of its own to abort.
    const answer = await outside.emitWithAck("cmd:abort", { engine: "contact_uploader", id: 1 });
    expect(answer).toEqual({ status: false, message: "Unknown job" });
    outside.disconnect();
  });

  const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
  /** Collects the events of one name a socket receives. */
  function collect(socket: Socket, name: string) {
    const events: { type: string; data: { id: number } & Record<string, unknown> }[] = [];
    socket.on(name, (event) => events.push(event));
    return events;
  }

  it("coalesces a campaign's updates to one a second, sending the newest, and holds back no other", async () => {
    const acme = await accountId("acme");
    const owner = await connectAs({ token: await sessionFor(harness, "owner@acme.test") });
    const updates = collect(owner, "update");
    for (let sent = 1; sent <= 50; sent += 1) {
      harness.app.realtime.emit(acme, "update", "sms_campaign", { id: 7, campaign_stats_sent: sent });
    }
    harness.app.realtime.emit(acme, "update", "sms_campaign", { id: 8, campaign_stats_sent: 1 });
    await wait(300);
    expect(updates.map((event) => [event.data.id, event.data.campaign_stats_sent])).toEqual([
      [7, 1],
      [8, 1],
    ]);
    await wait(1200);
    // The window's 49 later updates arrive as one: the newest, once the window and its grace end.
    expect(updates.map((event) => [event.data.id, event.data.campaign_stats_sent])).toEqual([
      [7, 1],
      [8, 1],
      [7, 50],
    ]);
  });

  it("sends a change that comes after the window at once, in place of the older one held", async () => {
    const acme = await accountId("acme");
    const owner = await connectAs({ token: await sessionFor(harness, "owner@acme.test") });
    const updates = collect(owner, "update");
    const sent = () => updates.map((event) => event.data.campaign_stats_sent);
    harness.app.realtime.emit(acme, "update", "sms_campaign", { id: 9, campaign_stats_sent: 1 });
    harness.app.realtime.emit(acme, "update", "sms_campaign", { id: 9, campaign_stats_sent: 2 });
    await wait(1050);
    expect(sent()).toEqual([1]);
    harness.app.realtime.emit(acme, "update", "sms_campaign", { id: 9, campaign_stats_sent: 3 });
    await wait(100);
    expect(sent(), "the newer snapshot goes at once").toEqual([1, 3]);
    // It opened a new window: the next change waits for it, and the superseded one never goes.
    harness.app.realtime.emit(acme, "update", "sms_campaign", { id: 9, campaign_stats_sent: 4 });
    await wait(500);
    expect(sent()).toEqual([1, 3]);
    await wait(1000);
    expect(sent()).toEqual([1, 3, 4]);
  });

  it("pushes a live campaign's progress and the balance it moves, as the engine sends", async () => {
    const { db } = harness.database;
    const acme = await accountId("acme");
    const [group] = await db
      .select()
      .from(contactGroups)
      .where(and(eq(contactGroups.accountId, acme), eq(contactGroups.name, "VIP customers")));
    const [route] = await db
      .select()
      .from(accountRoutes)
      .where(and(eq(accountRoutes.accountId, acme), eq(accountRoutes.isDefault, true)));
    const before = balancePushEventSchema.parse(await balancePush(db, acme));
    const token = await sessionFor(harness, "owner@acme.test");
    const owner = await connectAs({ token });
    const other = await connectAs({ token: await sessionFor(harness, "trial@trial.test") });
    const created = collect(owner, "create");
    const updates = collect(owner, "update");
    const otherUpdates = collect(other, "update");

    const response = await harness.app.inject({
      method: "POST",
      url: "/ajax/sms/save_and_go_live",
      headers: { token },
      payload: {
        name: "Pushed",
        sender_id: "ACME",
        message: "Hello from Acme",
        contact_group_ids: [group!.id],
        compose_numbers: "",
        account_route_id: route!.id,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ data: { id: number } }>().data.id;
    await wait(200);
    expect(created.map((event) => [event.type, event.data.id, event.data.campaign_status_code])).toEqual([
      ["sms_campaign", id, "live"],
    ]);
    // Going live withheld the estimate: the balance push says so.
    const balance = balancePushEventSchema.parse(updates.find((event) => event.type === "balance")?.data);
    expect(balance).toMatchObject({ id: acme });
    expect(balance.monetary_withholding).toBeGreaterThan(before.monetary_withholding);

    await harness.app.engine.drain();
    await wait(1200);
    const last = updates.filter((event) => event.type === "sms_campaign").at(-1)!;
    expect(campaignSchema.parse(last.data)).toMatchObject({ id, campaign_status_code: "completed" });
    expect(campaignStatsSchema.parse(last.data).campaign_stats_sent).toBe(8);
    const settled = balancePushEventSchema.parse(
      updates.filter((event) => event.type === "balance").at(-1)?.data,
    );
    // Charged what was sent; the rest of the withholding went back.
    expect(settled.monetary_withholding).toBe(before.monetary_withholding);
    expect(settled.monetary).toBeLessThan(before.monetary);
    expect(otherUpdates).toEqual([]);
  });

  it("pushes the balance when a top-up is verified, only to users who may see the balance", async () => {
    const acme = await accountId("acme");
    const owner = await connectAs({ token: await sessionFor(harness, "owner@acme.test") });
    const agent = await connectAs({ token: await sessionFor(harness, "agent@acme.test") });
    const updates = collect(owner, "update");
    const agentUpdates = collect(agent, "update");
    const message = (await outboxMessages(harness)).find((candidate) =>
      candidate.body.includes("/top-up-verify/"),
    );
    const [, txnid, token] = /\/top-up-verify\/([^/\s]+)\/([^/\s]+)/.exec(message?.body ?? "") ?? [];
    const before = balancePushEventSchema.parse(await balancePush(harness.database.db, acme));
    const verified = await harness.app.inject({
      method: "POST",
      url: "/public/topup/verify_email_confirmation",
      payload: { txnid: decodeURIComponent(txnid!), token },
    });
    expect(verified.statusCode).toBe(200);
    // Within the coalescing window at most.
    await wait(1200);
    expect(updates.at(-1)).toEqual({
      type: "balance",
      data: expect.objectContaining({
        id: acme,
        monetary: before.monetary + 1200,
        pending_payments: before.pending_payments - 1200,
      }),
    });
    harness.app.realtime.emit(acme, "update", "sms_campaign", { id: 43 });
    await wait(200);
    expect(agentUpdates).toEqual([{ type: "sms_campaign", data: { id: 43 } }]);
  });

  it("answers cmd:abort through the engine that owns the job, and refuses an unknown engine", async () => {
    const owner = await connectAs({ token: await sessionFor(harness, "owner@acme.test") });
    const asked: [string, number][] = [];
    harness.app.realtime.onAbort("test-engine", async (caller, id) => {
      asked.push([caller.auth.user.email, id]);
      return id === 5 ? { status: true } : { status: false, message: "Not yours" };
    });
    const abort = (command: unknown) => owner.timeout(2000).emitWithAck("cmd:abort", command);
    expect(await abort({ engine: "test-engine", id: 5 })).toEqual({ status: true });
    expect(await abort({ engine: "test-engine", id: 6 })).toEqual({ status: false, message: "Not yours" });
    expect(await abort({ engine: "nothing", id: 5 })).toEqual({ status: false, message: "Unknown engine" });
    expect(await abort({ engine: "test-engine", id: "x" })).toEqual({
      status: false,
      message: "Unknown job",
    });
    expect(asked).toEqual([
      ["owner@acme.test", 5],
      ["owner@acme.test", 6],
    ]);
  });
});

describe("coalescing versioned snapshots", () => {
  afterEach(() => void vi.useRealTimers());

  it("sends the highest version held, never one older than what its window sent", () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const updates = new Coalescer<{ version: number }>(
      1000,
      ({ version }) => sent.push(version),
      250,
      (value) => value.version,
    );
    updates.push("campaign:1", { version: 5 });
    // Within the window, from two processes, crossing on the way: the highest is kept.
    updates.push("campaign:1", { version: 8 });
    updates.push("campaign:1", { version: 7 });
    vi.advanceTimersByTime(1250);
    expect(sent).toEqual([5, 8]);
    // Arriving late: older than what this window sent.
    updates.push("campaign:1", { version: 6 });
    vi.advanceTimersByTime(1250);
    expect(sent).toEqual([5, 8]);
    updates.push("campaign:1", { version: 9 });
    expect(sent).toEqual([5, 8, 9]);
  });
});
