import { and, eq, sql } from "drizzle-orm";
import { allowedCampaignActions, CAMPAIGN_STATUSES, countSms, type CampaignStatus } from "@sendline/core";
import {
  campaignDashboardSchema,
  campaignSchema,
  campaignTransactionSchema,
  listResponseSchema,
} from "@sendline/core/contract";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { accountRoutes, accounts, campaigns, contactGroups } from "../src/db/schema";
import { ACTION_ENDPOINTS, type ActionEndpoint } from "../src/modules/campaigns/lifecycle";
import { sessionFor, useServer, type Harness } from "./harness";

const MESSAGE = "Acme sale this weekend: 20% off everything in store.";

async function acmeData(harness: Harness) {
  const { db } = harness.database;
  const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const [trial] = await db.select().from(accounts).where(eq(accounts.code, "trial"));
  const groups = await db.select().from(contactGroups).where(eq(contactGroups.accountId, acme!.id));
  const [route] = await db
    .select()
    .from(accountRoutes)
    .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.isDefault, true)));
  const trialGroups = await db.select().from(contactGroups).where(eq(contactGroups.accountId, trial!.id));
  return {
    acme: acme!,
    trial: trial!,
    loyalty: groups.find((group) => group.name === "Loyalty members")!,
    vip: groups.find((group) => group.name === "VIP customers")!,
    route: route!,
    trialGroup: trialGroups[0]!,
  };
}

function client(harness: Harness) {
  return async (
    token: string,
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    accountId?: number,
  ) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: { token, ...(accountId !== undefined && { "account-id": String(accountId) }) },
      ...(payload !== undefined && { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

describe("SMS campaigns", () => {
  const harness = useServer();
  const call = client(harness);

  async function draft(token: string, overrides: Record<string, unknown> = {}) {
    const data = await acmeData(harness);
    const created = await call(token, "POST", "/ajax/sms/campaign", {
      name: "Weekend sale",
      sender_id: "ACME",
      message: MESSAGE,
      contact_group_ids: [data.vip.id],
      compose_numbers: "09171234567\n+63 918 765 4321",
      account_route_id: data.route.id,
      ...overrides,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.data as { id: number; total_recipients: number; estimate: number; sms_parts: number };
  }

  it("saves a draft with its recipients counted, its segments and its cost", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    const created = await draft(agent);
    expect(campaignSchema.parse(created)).toMatchObject({ campaign_status_code: "draft", sms_parts: 1 });
    // 8 VIP contacts plus two typed numbers.
    expect(created.total_recipients).toBe(10);
    expect(created.estimate).toBe(10 * countSms(MESSAGE).segments * 0.35);
    const estimate = await call(agent, "GET", `/ajax/sms/campaign/${created.id}/estimate`);
    expect(estimate.body.data).toMatchObject({
      segments: 1,
      recipients: 10,
      cost_per_segment: 0.35,
      currency_code: "PHP",
      // The agent has no top-up access, so no balance (SPEC §6); the owner gets it.
      available_balance: null,
    });
    const owner = await sessionFor(harness, "owner@acme.test");
    const ownerEstimate = await call(owner, "GET", `/ajax/sms/campaign/${created.id}/estimate`);
    expect(ownerEstimate.body.data.available_balance).toEqual(expect.any(Number));
  });

  it("refuses unknown fields, bad numbers by line and other accounts' groups with field errors", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    const { trialGroup } = await acmeData(harness);
    const unknown = await call(agent, "POST", "/ajax/sms/campaign", { name: "X", owner_id: 1 });
    expect(unknown.status).toBe(422);
    const numbers = await call(agent, "POST", "/ajax/sms/campaign", {
      name: "X",
      compose_numbers: "09171234567\n12345\nhello",
    });
    expect(numbers.body.errors).toEqual({
      compose_numbers: [
        "Line 2: 12345 is not a valid mobile number.",
        "Line 3: hello is not a valid mobile number.",
      ],
    });
    const foreign = await call(agent, "POST", "/ajax/sms/campaign", {
      name: "X",
      contact_group_ids: [trialGroup.id],
    });
    expect(foreign.body.errors).toEqual({ contact_group_ids: [`Unknown contact group: ${trialGroup.id}.`] });
  });

  it("refuses a message over the 10-segment limit, counted as the composer counts it", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    const unicode = "Salamat po 😀 ".repeat(50);
    expect(unicode.length).toBeLessThan(1530);
    expect(countSms(unicode).segments).toBeGreaterThan(10);
    const refused = await call(agent, "POST", "/ajax/sms/campaign", { name: "X", message: unicode });
    expect(refused).toMatchObject({
      status: 422,
      body: { status: false, errors: { message: ["The message is over the limit of 10 SMS segments."] } },
    });
    const atLimit = await call(agent, "POST", "/ajax/sms/campaign", { name: "X", message: "a".repeat(1530) });
    expect(atLimit.status).toBe(200);
  });

  it("runs maker/checker: the agent submits, the owner approves and goes live, staff read every step", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    const owner = await sessionFor(harness, "owner@acme.test");
    const staff = await sessionFor(harness, "staff@sendline.test");
    const { acme } = await acmeData(harness);
    const created = await draft(agent);

    expect((await call(agent, "GET", `/ajax/sms/go_live/${created.id}`)).status).toBe(403);
    const submitted = await call(agent, "GET", `/ajax/sms/submit/${created.id}`);
    expect(submitted.body.data).toMatchObject({ campaign_status_code: "for_approval", logs: [] });
    expect((await call(agent, "GET", `/ajax/sms/approve/${created.id}`)).status).toBe(403);

    expect((await call(owner, "GET", `/ajax/sms/approve/${created.id}`)).body.data.campaign_status_code).toBe(
      "approved",
    );
    const live = await call(owner, "GET", `/ajax/sms/go_live/${created.id}`);
    expect(live.body.data).toMatchObject({
      campaign_status_code: "live",
      date_triggered: expect.any(String),
    });

    const [after] = await harness.database.db.select().from(accounts).where(eq(accounts.id, acme.id));
    expect(after!.balanceMonetaryWithholding).toBeCloseTo(
      acme.balanceMonetaryWithholding + created.estimate,
      4,
    );

    const seen = await call(staff, "GET", `/ajax/sms/campaign/${created.id}`, undefined, acme.id);
    expect(seen.body.data.logs.map((entry: { message: string }) => entry.message)).toEqual([
      "Campaign created as a draft",
      "Campaign submitted for approval",
      "Campaign approved",
      "Campaign went live",
    ]);
  });

  it("rejects with a reason kept in the logs, and an edit makes the campaign a draft again", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    const owner = await sessionFor(harness, "owner@acme.test");
    const created = await draft(agent);
    await call(agent, "GET", `/ajax/sms/submit/${created.id}`);
    const noReason = await call(owner, "POST", `/ajax/sms/reject/${created.id}`, { reason: " " });
    expect(noReason.status).toBe(422);
    const rejected = await call(owner, "POST", `/ajax/sms/reject/${created.id}`, {
      reason: "Wrong sender id",
    });
    expect(rejected.body.data).toMatchObject({
      campaign_status_code: "rejected",
      reject_reason: "Wrong sender id",
    });
    const edited = await call(agent, "PUT", `/ajax/sms/campaign/${created.id}`, {
      name: "Weekend sale (fixed)",
      sender_id: "ACMEPROMO",
      message: MESSAGE,
    });
    expect(edited.body.data).toMatchObject({ campaign_status_code: "draft", reject_reason: null });
  });

  it("lets only the last updater cancel an approval request", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    const stale = await sessionFor(harness, "owner@acme.test");
    const created = await draft(agent);
    await call(agent, "GET", `/ajax/sms/submit/${created.id}`);
    const other = await call(stale, "GET", `/ajax/sms/cancel_for_approval/${created.id}`);
    expect(other).toMatchObject({
      status: 403,
      body: { message: "Cancel for approval is limited to the user who last updated the campaign." },
    });
    expect(
      (await call(agent, "GET", `/ajax/sms/cancel_for_approval/${created.id}`)).body.data
        .campaign_status_code,
    ).toBe("draft");
  });

  it("refuses going live without recipients as a Validation Error on total_recipients", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const created = await draft(owner, { contact_group_ids: [], compose_numbers: "" });
    const refused = await call(owner, "GET", `/ajax/sms/go_live/${created.id}`);
    expect(refused).toMatchObject({
      status: 422,
      body: { message: "Validation Error", errors: { total_recipients: [expect.any(String)] } },
    });
  });

  it("refuses going live on a short balance, saying what is needed and what is available", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { acme, loyalty } = await acmeData(harness);
    await harness.database.db
      .update(accounts)
      .set({ balanceMonetary: 1, creditLimit: 0, balanceMonetaryWithholding: 0 })
      .where(eq(accounts.id, acme.id));
    const created = await draft(owner, { contact_group_ids: [loyalty.id] });
    const refused = await call(owner, "GET", `/ajax/sms/go_live/${created.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Insufficient balance: the campaign needs PHP ${created.estimate.toFixed(2)} and PHP 1.00 is available.`,
    );
    expect(
      (await call(owner, "GET", `/ajax/sms/campaign/${created.id}`)).body.data.campaign_status_code,
    ).toBe("draft");
  });

  it("never withholds past the available balance under concurrent go-lives", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { acme } = await acmeData(harness);
    const drafts = [];
    for (let index = 0; index < 8; index += 1) drafts.push(await draft(owner));
    const each = drafts[0]!.estimate;
    // Room for three of the eight.
    await harness.database.db
      .update(accounts)
      .set({ balanceMonetary: each * 3 + 0.01, creditLimit: 0, balanceMonetaryWithholding: 0 })
      .where(eq(accounts.id, acme.id));
    const results = await Promise.all(
      drafts.map((created) => call(owner, "GET", `/ajax/sms/go_live/${created.id}`)),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(results.filter((result) => result.status === 422)).toHaveLength(5);
    const [after] = await harness.database.db.select().from(accounts).where(eq(accounts.id, acme.id));
    expect(after!.balanceMonetaryWithholding).toBeCloseTo(each * 3, 4);
  });

  it("deletes drafts only, all or nothing", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const first = await draft(owner);
    const second = await draft(owner);
    await call(owner, "GET", `/ajax/sms/go_live/${second.id}`);
    const refused = await call(owner, "DELETE", "/ajax/sms/campaign", { id: [first.id, second.id] });
    expect(refused.status).toBe(409);
    expect((await call(owner, "GET", `/ajax/sms/campaign/${first.id}`)).status).toBe(200);
    expect((await call(owner, "DELETE", "/ajax/sms/campaign", { id: [first.id] })).body.data).toEqual({
      deleted: [first.id],
    });
    expect((await call(owner, "GET", `/ajax/sms/campaign/${first.id}`)).status).toBe(404);
  });

  it("lists with the SPEC's list convention, filters and search permission", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const agent = await sessionFor(harness, "agent@acme.test");
    for (let index = 0; index < 12; index += 1) await draft(owner, { name: `Promo ${index}` });
    const page = await call(
      owner,
      "GET",
      "/ajax/sms/campaign/list?page=2&page_size=5&sort_column=id&sort_direction=asc",
    );
    const list = listResponseSchema(campaignSchema).parse(page.body.data);
    expect(list).toMatchObject({ page: 2, page_size: 5, total_pages: 3, has_next: true });
    expect(list.data.map((row) => row.id)).toEqual([...list.data.map((row) => row.id)].sort((a, b) => a - b));
    // A page past the end has no rows and still counts them all.
    const past = await call(owner, "GET", "/ajax/sms/campaign/list?page=9&page_size=5");
    expect(past.body.data).toMatchObject({ data: [], total_pages: 3, has_next: false, previous_page: 3 });
    const searched = await call(owner, "GET", "/ajax/sms/campaign/list?keyword=Promo%2011");
    expect(searched.body.data.data).toHaveLength(1);
    const filtered = await call(owner, "GET", "/ajax/sms/campaign/list?filter[campaign_status_code]=live");
    expect(filtered.body.data.data).toEqual([]);
    const badFilter = await call(
      owner,
      "GET",
      "/ajax/sms/campaign/list?filter[campaign_status_code]=nonsense",
    );
    expect(badFilter.status).toBe(422);
    // The agent holds sms_campaign_search; a role without it may not search.
    expect((await call(agent, "GET", "/ajax/sms/campaign/list?keyword=Promo")).status).toBe(200);
  });

  it("answers 404 for another account's campaign on every endpoint", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trialOwner = await sessionFor(harness, "trial@trial.test");
    const created = await draft(owner);
    const id = created.id;
    const calls: [InjectOptions["method"], string, unknown?][] = [
      ["GET", `/ajax/sms/campaign/${id}`],
      ["GET", `/ajax/sms/campaign/${id}/estimate`],
      ["GET", `/ajax/sms/campaign/${id}/dashboard`],
      ["GET", `/ajax/sms/campaign/${id}/transactions/list`],
      ["GET", `/ajax/sms/campaign/${id}/transactions/download`],
      ["GET", `/ajax/sms/campaign/${id}/safelist`],
      ["PUT", `/ajax/sms/campaign/${id}`, { name: "Mine now" }],
      ["DELETE", "/ajax/sms/campaign", { id: [id] }],
      ["GET", `/ajax/sms/copy/${id}`],
      ["POST", "/ajax/sms/save_and_go_live", { id, name: "Mine now" }],
      ["POST", "/ajax/sms/save_and_submit", { id, name: "Mine now" }],
      ...Object.entries(ACTION_ENDPOINTS).map(
        ([endpoint, { method }]) =>
          [method, `/ajax/sms/${endpoint}/${id}`, method === "POST" ? { reason: "x" } : undefined] as [
            InjectOptions["method"],
            string,
            unknown?,
          ],
      ),
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(trialOwner, method, url, payload);
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    expect((await call(owner, "GET", `/ajax/sms/campaign/${id}`)).body.data.name).toBe("Weekend sale");
  });

  it("does every action the status allows and refuses every other, changing nothing", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { db } = harness.database;
    const template = await draft(owner);
    const [ownerRow] = await db.select().from(campaigns).where(eq(campaigns.id, template.id));
    // The owner holds every SMS campaign privilege.
    const hasPrivilege = () => true;
    for (const status of CAMPAIGN_STATUSES) {
      for (const [endpoint, { method, action }] of Object.entries(ACTION_ENDPOINTS) as [
        ActionEndpoint,
        (typeof ACTION_ENDPOINTS)[ActionEndpoint],
      ][]) {
        await db
          .update(campaigns)
          .set({ status: status as CampaignStatus, withheld: 0, charged: 0 })
          .where(eq(campaigns.id, template.id));
        const expected = allowedCampaignActions(
          {
            campaign_status_code: status,
            updater_id: ownerRow!.updaterId,
            total_recipients: template.total_recipients,
          },
          { channel: "sms", hasPrivilege, userId: ownerRow!.updaterId! },
        ).includes(action);
        const response = await call(
          owner,
          method,
          `/ajax/sms/${endpoint}/${template.id}`,
          method === "POST" ? { reason: "Checked" } : undefined,
        );
        const [after] = await db.select().from(campaigns).where(eq(campaigns.id, template.id));
        if (expected) {
          expect(response.status, `${endpoint} from ${status}: ${JSON.stringify(response.body)}`).toBe(200);
          expect(after!.status, `${endpoint} from ${status}`).not.toBe(status);
        } else {
          expect(response.status, `${endpoint} from ${status}`).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(after!.status, `${endpoint} from ${status}`).toBe(status);
        }
      }
    }
  }, 120_000);
});

describe("the delivery engine", () => {
  const harness = useServer();
  const call = client(harness);

  async function liveCampaign(token: string, overrides: Record<string, unknown> = {}) {
    const data = await acmeData(harness);
    const created = await call(token, "POST", "/ajax/sms/campaign", {
      name: "Engine run",
      sender_id: "ACME",
      message: MESSAGE,
      contact_group_ids: [data.loyalty.id, data.vip.id],
      account_route_id: data.route.id,
      ...overrides,
    });
    const live = await call(token, "GET", `/ajax/sms/go_live/${created.body.data.id}`);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    return live.body.data as {
      id: number;
      total_recipients: number;
      estimate: number;
      campaign_status_code: string;
    };
  }

  const balances = async () => {
    const { acme } = await acmeData(harness);
    return { monetary: acme.balanceMonetary, withheld: acme.balanceMonetaryWithholding };
  };

  it("sends a live campaign to completion: stats add up and the balance drops by exactly the charge", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const before = await balances();
    const campaign = await liveCampaign(owner);
    expect(campaign.total_recipients).toBe(48);
    await harness.app.engine.drain();
    const done = (await call(owner, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data;
    expect(done).toMatchObject({ campaign_status_code: "completed", date_completed: expect.any(String) });
    const {
      campaign_stats_sent: sent,
      campaign_stats_delivered: delivered,
      campaign_stats_bounced: bounced,
    } = done;
    expect(sent).toBe(48);
    expect(delivered + bounced + done.campaign_stats_rejected + done.campaign_stats_pending).toBe(sent);
    expect(bounced).toBe(done.campaign_stats_hard_bounced + done.campaign_stats_soft_bounced);
    expect(delivered).toBeGreaterThan(30);

    const [row] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const after = await balances();
    expect(row!.charged).toBeGreaterThan(0);
    expect(row!.charged).toBeLessThanOrEqual(campaign.estimate);
    expect(after.monetary).toBeCloseTo(before.monetary - row!.charged, 4);
    expect(after.withheld).toBeCloseTo(before.withheld, 4);
    // The answer names what was charged and the currency of its route.
    expect(done).toMatchObject({ charged: row!.charged, charged_credits: 0, currency_code: "PHP" });
  });

  it("pays a trial's campaign with its free SMS first, and with money only when they do not cover it", async () => {
    const trialOwner = await sessionFor(harness, "trial@trial.test");
    const { trial, trialGroup } = await acmeData(harness);
    const [trialRoute] = await harness.database.db
      .select()
      .from(accountRoutes)
      .where(eq(accountRoutes.accountId, trial.id));
    const compose = (name: string, message: string) =>
      call(trialOwner, "POST", "/ajax/sms/campaign", {
        name,
        sender_id: "TRIAL",
        message,
        contact_group_ids: [trialGroup.id],
        account_route_id: trialRoute!.id,
      });
    // 5 recipients x 1 segment = 5 of the trial's 10 free SMS.
    const small = (await compose("Pilot hello", "Hello from the pilot.")).body.data;
    const live = await call(trialOwner, "GET", `/ajax/sms/go_live/${small.id}`);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    const held = (await acmeData(harness)).trial;
    expect(held.balanceSmsCreditsWithheld).toBe(5);
    expect(held.balanceMonetaryWithholding).toBe(0);

    await harness.app.engine.drain();
    const [row] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, small.id));
    expect(row).toMatchObject({ status: "completed", chargedCredits: 5, withheldCredits: 0, charged: 0 });
    expect((await call(trialOwner, "GET", `/ajax/sms/campaign/${small.id}`)).body.data).toMatchObject({
      charged: 0,
      charged_credits: 5,
    });
    const after = (await acmeData(harness)).trial;
    expect(after).toMatchObject({ balanceSmsCredits: 5, balanceSmsCreditsWithheld: 0, balanceMonetary: 0 });

    // 5 recipients x 2 segments = 10 > the 5 left: money would pay, and there is none.
    const big = (await compose("Pilot long", "x".repeat(200))).body.data;
    const refused = await call(trialOwner, "GET", `/ajax/sms/go_live/${big.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Insufficient balance: the campaign needs PHP 3\.50 and PHP 0\.00/);
    expect((await acmeData(harness)).trial.balanceSmsCreditsWithheld).toBe(0);
  });

  it("stops claiming while paused, continues on resume, and stop releases what is left", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const before = await balances();
    const campaign = await liveCampaign(owner);
    await harness.database.db.update(campaigns).set({ sendingRate: 10 }).where(eq(campaigns.id, campaign.id));
    await harness.app.engine.tick();
    await call(owner, "GET", `/ajax/sms/pause/${campaign.id}`);
    const paused = (await call(owner, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data
      .campaign_stats_sent;
    expect(paused).toBeGreaterThan(0);
    await harness.app.engine.tick();
    expect(
      (await call(owner, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data.campaign_stats_sent,
    ).toBe(paused);
    await call(owner, "GET", `/ajax/sms/resume/${campaign.id}`);
    await harness.app.engine.tick();
    await call(owner, "GET", `/ajax/sms/pause/${campaign.id}`);
    await call(owner, "GET", `/ajax/sms/stop/${campaign.id}`);
    const stopped = (await call(owner, "GET", `/ajax/sms/complete/${campaign.id}`)).body.data;
    expect(stopped.campaign_status_code).toBe("completed");
    expect(stopped.campaign_stats_sent).toBeGreaterThan(paused);
    expect(stopped.campaign_stats_sent).toBeLessThan(48);
    const [row] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const after = await balances();
    expect(after.withheld).toBeCloseTo(before.withheld, 4);
    expect(after.monetary).toBeCloseTo(before.monetary - row!.charged, 4);
  });

  it("starts a scheduled campaign by itself when the server's clock reaches its start", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const start = new Date(harness.clock.now().getTime() + 60 * 60_000).toISOString();
    const campaign = await liveCampaign(owner, { campaign_start: start });
    expect(campaign.campaign_status_code).toBe("scheduled");
    await harness.app.engine.tick();
    expect(
      (await call(owner, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data.campaign_status_code,
    ).toBe("scheduled");
    harness.clock.advanceMinutes(61);
    await harness.app.engine.drain();
    // An hour later the owner's session has lapsed: a new one reads the result.
    const later = await sessionFor(harness, "owner@acme.test");
    expect((await call(later, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data).toMatchObject({
      campaign_status_code: "completed",
      campaign_stats_sent: 48,
    });
  });

  it("gives the same outcomes for the same campaign, so runs are reproducible", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const campaign = await liveCampaign(owner);
    await harness.app.engine.drain();
    const first = (await call(owner, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data;
    await harness.database.db.execute(
      sql`update campaign_recipients set status = 'queued', dlr_code = null, cost = 0 where campaign_id = ${campaign.id}`,
    );
    await harness.database.db
      .update(campaigns)
      .set({
        status: "live",
        statsSent: 0,
        statsDelivered: 0,
        statsHardBounced: 0,
        statsSoftBounced: 0,
        statsPending: 0,
        statsRejected: 0,
        withheld: campaign.estimate,
        charged: 0,
      })
      .where(eq(campaigns.id, campaign.id));
    await harness.app.engine.drain();
    const second = (await call(owner, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data;
    expect(second.campaign_stats_delivered).toBe(first.campaign_stats_delivered);
    expect(second.campaign_stats_rejected).toBe(first.campaign_stats_rejected);
  });

  it("sends a test of a draft to a test group, charged and counted on the draft", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    const { acme, route, loyalty } = await acmeData(harness);
    const groups = await harness.database.db
      .select()
      .from(contactGroups)
      .where(eq(contactGroups.accountId, acme.id));
    const qa = groups.find((group) => group.isTest)!;
    const created = await call(agent, "POST", "/ajax/sms/campaign", {
      name: "Needs a test",
      sender_id: "ACME",
      message: MESSAGE,
      contact_group_ids: [loyalty.id],
      account_route_id: route.id,
    });
    const draftId = created.body.data.id;
    const notTest = await call(agent, "POST", `/ajax/sms/send_test/${draftId}`, {
      contact_group_ids: [loyalty.id],
    });
    expect(notTest.body.errors).toEqual({ contact_group_ids: [`Unknown contact group: ${loyalty.id}.`] });
    const sent = await call(agent, "POST", `/ajax/sms/send_test/${draftId}`, { contact_group_ids: [qa.id] });
    expect(sent.body.data).toMatchObject({
      campaign_status_code: "live",
      is_test_campaign: 1,
      total_recipients: 2,
    });
    await harness.app.engine.drain();
    const test = (await call(agent, "GET", `/ajax/sms/campaign/${sent.body.data.id}`)).body.data;
    expect(test).toMatchObject({ campaign_status_code: "completed", campaign_stats_sent: 2 });
    expect((await call(agent, "GET", `/ajax/sms/campaign/${draftId}`)).body.data).toMatchObject({
      campaign_status_code: "draft",
      test_campaign_count: 1,
    });
    const tests = await call(agent, "GET", "/ajax/sms/campaign/list?filter[is_test_campaign]=1");
    expect(tests.body.data.data.map((row: { id: number }) => row.id)).toEqual([sent.body.data.id]);
  });

  it("waits outside the account's business hours and starts at the next open slot", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const hours = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
        day,
        { enabled: true, wholeDay: false, start: "09:00", end: "18:00" },
      ]),
    );
    expect(
      (await call(owner, "PUT", "/ajax/settings/business_hours", { business_hours: hours })).status,
    ).toBe(200);
    // The test clock starts at 09:00 UTC, 17:00 in Manila: schedule for 18:30 Manila, after closing.
    const start = new Date(harness.clock.now().getTime() + 90 * 60_000).toISOString();
    const campaign = await liveCampaign(owner, { campaign_start: start });
    harness.clock.advanceMinutes(91);
    await harness.app.engine.tick();
    let later = await sessionFor(harness, "owner@acme.test");
    expect(
      (await call(later, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data.campaign_status_code,
    ).toBe("scheduled");
    // 09:00 the next morning in Manila.
    harness.clock.advanceMinutes(14 * 60 + 30);
    await harness.app.engine.tick();
    later = await sessionFor(harness, "owner@acme.test");
    const started = (await call(later, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data;
    expect(started.campaign_status_code).not.toBe("scheduled");
    expect(started.date_triggered).toBe(harness.clock.now().toISOString());
  });

  it("refuses business hours that end before they start, naming the day", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const agent = await sessionFor(harness, "agent@acme.test");
    const day = { enabled: false, wholeDay: false, start: "09:00", end: "18:00" };
    const hours = {
      monday: { ...day, enabled: true, start: "18:00", end: "09:00" },
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: day,
    };
    const refused = await call(owner, "PUT", "/ajax/settings/business_hours", { business_hours: hours });
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { "business_hours.monday.end": ["End time must be later than start time."] } },
    });
    // Every user reads the hours (the composer shows when a campaign will start); only the
    // business-hours screen's users change them.
    expect((await call(agent, "GET", "/ajax/settings/business_hours")).status).toBe(200);
    expect((await call(agent, "PUT", "/ajax/settings/business_hours", { business_hours: null })).status).toBe(
      403,
    );
  });

  it("answers a sent campaign's chart, operators and transactions, whose counts agree with its stats", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const campaign = await liveCampaign(owner);
    await harness.app.engine.drain();
    const done = (await call(owner, "GET", `/ajax/sms/campaign/${campaign.id}`)).body.data;
    const dashboard = campaignDashboardSchema.parse(
      (await call(owner, "GET", `/ajax/sms/campaign/${campaign.id}/dashboard`)).body.data,
    );
    const failed = done.campaign_stats_bounced + done.campaign_stats_rejected;
    expect(dashboard.series.reduce((sum, point) => sum + point.delivered, 0)).toBe(
      done.campaign_stats_delivered,
    );
    expect(dashboard.series.reduce((sum, point) => sum + point.failed, 0)).toBe(failed);
    expect(dashboard.operators.reduce((sum, row) => sum + row.sent, 0)).toBe(48);
    expect(dashboard.operators.map((row) => row.operator)).toContain("Globe");

    const page = await call(
      owner,
      "GET",
      `/ajax/sms/campaign/${campaign.id}/transactions/list?page_size=5&filter[status]=delivered&sort_column=recipient&sort_direction=asc`,
    );
    const list = listResponseSchema(campaignTransactionSchema).parse(page.body.data);
    expect(list).toMatchObject({ page: 1, page_size: 5, has_next: true });
    expect(list.data.every((row) => row.status === "delivered" && row.dlr_code === 1)).toBe(true);
    expect(list.data.map((row) => row.recipient)).toEqual(list.data.map((row) => row.recipient).sort());
    expect(list.total_pages).toBe(Math.ceil(done.campaign_stats_delivered / 5));
    const refused = await call(
      owner,
      "GET",
      `/ajax/sms/campaign/${campaign.id}/transactions/list?filter[status]=lost`,
    );
    expect(refused.status).toBe(422);

    const csv = await harness.app.inject({
      method: "GET",
      url: `/ajax/sms/campaign/${campaign.id}/transactions/download`,
      headers: { token: owner },
    });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toContain(`campaign-${campaign.id}-transactions.csv`);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("recipient,operator,status,dlr_code,cost,date");
    expect(lines).toHaveLength(49);
  });

  it("names the message's addresses that are not on the account's safelist", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const clean = await liveCampaign(owner, { message: "Shop now at https://acme.test/sale" });
    const risky = await liveCampaign(owner, { message: "Shop at acme.test or bit.ly/acme-sale" });
    expect((await call(owner, "GET", `/ajax/sms/campaign/${clean.id}/safelist`)).body.data).toEqual({
      safelisted: true,
      urls: [],
    });
    expect((await call(owner, "GET", `/ajax/sms/campaign/${risky.id}/safelist`)).body.data).toEqual({
      safelisted: false,
      urls: ["bit.ly/acme-sale"],
    });
  });
});
