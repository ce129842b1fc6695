import { trafficReportSchema, type TrafficReportAnswer } from "@sendline/core/contract";
import { and, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  accountRoutes,
  accounts,
  campaignRecipients,
  campaigns,
  contactGroups,
  reportTrafficDaily,
  reportTrafficMonthly,
  users,
} from "../src/db/schema";
import { DataRetention } from "../src/modules/reports/retention";
import { trafficReport } from "../src/modules/reports/traffic";
import { sessionFor, useServer } from "./harness";

const harness = useServer();

async function call(token: string, url: string, headers: Record<string, string> = {}) {
  const response = await harness.app.inject({ method: "GET", url, headers: { token, ...headers } });
  return { status: response.statusCode, body: response.json(), raw: response };
}

const TODAY = "2026-06-01";

async function report(token: string, path: string, params: Record<string, string | string[]> = {}) {
  const search = new URLSearchParams({ from: TODAY, to: TODAY, timezone: "Asia/Manila" });
  for (const [name, value] of Object.entries(params)) {
    search.delete(name);
    for (const item of [value].flat()) search.append(name, item);
  }
  return call(token, `/ajax/reports/${path}?${search}`);
}

async function acme() {
  const { db } = harness.database;
  const [account] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const groups = await db.select().from(contactGroups).where(eq(contactGroups.accountId, account!.id));
  const [route] = await db
    .select()
    .from(accountRoutes)
    .where(and(eq(accountRoutes.accountId, account!.id), eq(accountRoutes.isDefault, true)));
  return { account: account!, groups, route: route! };
}

/** Sends an SMS campaign to Acme's groups and an API message, to the end. */
async function sendTraffic(owner: string) {
  const { groups, route } = await acme();
  const created = await harness.app.inject({
    method: "POST",
    url: "/ajax/sms/campaign",
    headers: { token: owner },
    payload: {
      name: "Report run",
      sender_id: "ACME",
      message: "Acme sale this weekend: 20% off everything in store.",
      contact_group_ids: groups
        .filter((group) => ["Loyalty members", "VIP customers"].includes(group.name))
        .map((group) => group.id),
      account_route_id: route.id,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  expect((await call(owner, `/ajax/sms/go_live/${id}`)).status).toBe(200);
  const key = await harness.app.inject({
    method: "POST",
    url: "/ajax/credentials/api_keys",
    headers: { token: owner },
    payload: { name: "Reports" },
  });
  const { api_key: apiKey, api_secret: secret } = key.json().data;
  const sent = await harness.app.inject({
    method: "POST",
    url: "/api/v1/sms/send",
    headers: { authorization: `Basic ${Buffer.from(`${apiKey}:${secret}`).toString("base64")}` },
    payload: { to: "09171234567", message: "Your code is 123456", sender_id: "ACME" },
  });
  expect(sent.statusCode).toBe(200);
  await harness.app.engine.drain();
}

async function engineOutcomes(where?: { api: boolean }) {
  const { account } = await acme();
  const rows = await harness.database.db.select().from(campaigns).where(eq(campaigns.accountId, account.id));
  const counted = rows.filter((row) => where === undefined || (row.apiKeyId !== null) === where.api);
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    counted.reduce((total, row) => total + pick(row), 0);
  return {
    sent: sum((row) => row.statsSent),
    delivered: sum((row) => row.statsDelivered),
    failed: sum((row) => row.statsHardBounced + row.statsSoftBounced + row.statsRejected),
    cost: Math.round(sum((row) => row.charged) * 10_000) / 10_000,
  };
}

/** The tests below count only the traffic they send: the demo month is set aside. */
const withoutSeededTraffic = () =>
  beforeEach(async () => {
    await harness.database.db.delete(reportTrafficDaily);
    await harness.database.db.delete(reportTrafficMonthly);
  });

describe("a fresh start", () => {
  it("has a month of demo traffic in the reports, by operator", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const thisMonth = await report(owner, "traffic", { showOperator: "1" });
    const operators = thisMonth.body.data.rows.map((row: { operator: string }) => row.operator);
    expect(operators).toEqual(expect.arrayContaining(["Globe", "Smart", "DITO", "Other"]));
    const lastMonth = await report(owner, "traffic", { from: "2026-05-01", to: "2026-05-31" });
    expect(lastMonth.body.data.totals.sent).toBeGreaterThan(50_000);
    expect(
      (await report(owner, "api_traffic", { from: "2026-05-01" })).body.data.totals.sent,
    ).toBeGreaterThan(0);
  });

  it("answers a monthly report from whole months and part months that add up to the days", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const range = { from: "2026-04-10", to: "2026-06-01", showOperator: "1", showCategory: "1" };
    const monthly = (await report(owner, "traffic", range)).body.data as TrafficReportAnswer;
    const daily = (await report(owner, "traffic", { ...range, breakdown: "daily" })).body
      .data as TrafficReportAnswer;
    expect(monthly.totals).toEqual(daily.totals);
    expect(new Set(monthly.rows.map((row) => row.period))).toEqual(
      new Set(["2026-04", "2026-05", "2026-06"]),
    );
    for (const row of monthly.rows) {
      const days = daily.rows.filter(
        (other) =>
          other.period.startsWith(row.period) &&
          other.operator === row.operator &&
          other.category === row.category,
      );
      expect(days.reduce((total, other) => total + other.sent, 0)).toBe(row.sent);
    }
  });
});

const totalsOf = (body: { data: TrafficReportAnswer }) => body.data.totals;

describe("traffic reports", () => {
  withoutSeededTraffic();

  it("count exactly what the engine sent, by operator, for the period", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const before = await report(owner, "traffic", { showOperator: "1", breakdown: "daily" });
    expect(before.status).toBe(200);
    expect(totalsOf(before.body)).toEqual({ sent: 0, delivered: 0, failed: 0, cost: 0 });

    await sendTraffic(owner);
    const outcomes = await engineOutcomes();
    expect(outcomes.sent).toBe(49);

    const byOperator = await report(owner, "traffic", { showOperator: "1", breakdown: "daily" });
    expect(byOperator.status).toBe(200);
    const answer = trafficReportSchema.parse(byOperator.body.data);
    expect(answer.totals).toEqual(outcomes);
    expect(new Set(answer.rows.map((row) => row.period))).toEqual(new Set([TODAY]));
    expect(answer.rows.map((row) => row.operator)).toContain("Globe");
    const summed = answer.rows.reduce((total, row) => total + row.sent, 0);
    expect(summed).toBe(outcomes.sent);

    const monthly = await report(owner, "traffic", { from: "2026-05-01" });
    expect(monthly.body.data.rows).toEqual([{ period: "2026-06", ...outcomes }]);
    // The whole month, read from the monthly rows the engine kept beside the daily ones.
    const { account } = await acme();
    const june = await trafficReport(harness.database.db, "traffic", {
      accountId: account.id,
      days: { from: "2026-06-01", to: "2026-06-30" },
      breakdown: "monthly",
      showOperator: false,
      showCategory: false,
      category: null,
      userIds: [],
    });
    expect(june.rows).toEqual([{ period: "2026-06", ...outcomes }]);

    const api = await report(owner, "api_traffic", { showCategory: "1" });
    expect(api.body.data.totals).toEqual(await engineOutcomes({ api: true }));
    expect(api.body.data.rows).toEqual([
      expect.objectContaining({ period: "2026-06", category: "API", sent: 1 }),
    ]);
    const campaignsOnly = await report(owner, "traffic", { category: "campaign" });
    expect(campaignsOnly.body.data.totals).toEqual(await engineOutcomes({ api: false }));
    expect(totalsOf((await report(owner, "email_api_traffic")).body).sent).toBe(0);
  });

  it("streams the same rows and totals as CSV", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    await sendTraffic(owner);
    const params = { showOperator: "1", showCategory: "1", breakdown: "daily" };
    const json = (await report(owner, "traffic", params)).body.data as TrafficReportAnswer;
    const search = new URLSearchParams({
      from: TODAY,
      to: TODAY,
      timezone: "Asia/Manila",
      ...params,
      format: "csv",
    });
    const response = await harness.app.inject({
      method: "GET",
      url: `/ajax/reports/traffic?${search}`,
      headers: { token: owner },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toContain(`traffic_${TODAY}_${TODAY}.csv`);
    // No field of these rows holds a comma or a quote.
    const parsed = response.body
      .trimEnd()
      .split("\r\n")
      .map((line) => line.split(","));
    expect(parsed[0]).toEqual(["Period", "Operator", "Category", "Sent", "Delivered", "Failed", "Cost"]);
    expect(parsed.slice(1, -1)).toEqual(
      json.rows.map((row) => [
        row.period,
        row.operator,
        row.category,
        String(row.sent),
        String(row.delivered),
        String(row.failed),
        row.cost.toFixed(4),
      ]),
    );
    const { totals } = json;
    expect(parsed.at(-1)).toEqual([
      "Total",
      "",
      "",
      String(totals.sent),
      String(totals.delivered),
      String(totals.failed),
      totals.cost.toFixed(4),
    ]);
  });
});

describe("report access", () => {
  withoutSeededTraffic();

  it("shows an account user their own account only, and their account's users only", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    await sendTraffic(owner);
    const { account } = await acme();
    const [trial] = await harness.database.db.select().from(accounts).where(eq(accounts.code, "trial"));
    const agent = await sessionFor(harness, "agent@acme.test");
    expect(totalsOf((await report(agent, "traffic")).body).sent).toBe(49);
    expect((await report(agent, "traffic", { accountId: String(account.id) })).status).toBe(200);
    expect((await report(agent, "traffic", { accountId: String(trial!.id) })).status).toBe(403);

    const trialOwner = await sessionFor(harness, "trial@trial.test");
    expect(totalsOf((await report(trialOwner, "traffic")).body).sent).toBe(0);
    const [trialUser] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.email, "trial@trial.test"));
    const outsider = await report(owner, "traffic", { "userIds[]": [String(trialUser!.id)] });
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors).toHaveProperty("userIds");

    const acmeUsers = await harness.database.db
      .select()
      .from(users)
      .where(inArray(users.email, ["owner@acme.test", "agent@acme.test"]));
    const ownerId = acmeUsers.find((user) => user.email === "owner@acme.test")!.id;
    const agentId = acmeUsers.find((user) => user.email === "agent@acme.test")!.id;
    expect(totalsOf((await report(owner, "traffic", { "userIds[]": [String(ownerId)] })).body).sent).toBe(49);
    expect(totalsOf((await report(owner, "traffic", { userIds: String(agentId) })).body).sent).toBe(0);
  });

  it("offers a filter the account's users only", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    const names = (await call(agent, "/ajax/reports/users")).body.data.map(
      (user: { name: string }) => user.name,
    );
    expect(names).toEqual(expect.arrayContaining(["Olivia Owner", "Adam Agent"]));
    expect(names).not.toContain("Tara Trial");
    const [trial] = await harness.database.db.select().from(accounts).where(eq(accounts.code, "trial"));
    expect((await call(agent, `/ajax/reports/users?accountId=${trial!.id}`)).status).toBe(403);
    const staff = await sessionFor(harness, "staff@sendline.test");
    const trialUsers = await call(staff, `/ajax/reports/users?accountId=${trial!.id}`);
    expect(trialUsers.body.data).toEqual([{ id: expect.any(Number), name: "Tara Trial" }]);
    expect((await call(staff, "/ajax/reports/users")).status).toBe(422);
  });

  it("has staff name an account that exists", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    await sendTraffic(owner);
    const { account } = await acme();
    const staff = await sessionFor(harness, "staff@sendline.test");
    const missing = await report(staff, "traffic");
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ accountId: ["Choose an account."] });
    expect((await report(staff, "traffic", { accountId: "999999" })).body.errors).toHaveProperty("accountId");
    for (const path of ["traffic", "api_traffic", "email_api_traffic"]) {
      const answer = await report(staff, path, { accountId: String(account.id) });
      expect(answer.status).toBe(200);
    }
    expect(totalsOf((await report(staff, "traffic", { accountId: String(account.id) })).body).sent).toBe(49);
  });

  it("refuses callers without a session", async () => {
    for (const path of ["traffic", "api_traffic", "email_api_traffic"]) {
      const response = await harness.app.inject({
        method: "GET",
        url: `/ajax/reports/${path}?from=${TODAY}&to=${TODAY}`,
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("report dates", () => {
  withoutSeededTraffic();

  it("refuses a from date after the to date, before 2012, or a to date after today", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const reversed = await report(owner, "traffic", { from: "2026-05-10", to: "2026-05-01" });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toHaveProperty("from");
    const early = await report(owner, "traffic", { from: "2011-12-31", to: "2026-05-01" });
    expect(early.body.errors).toHaveProperty("from");
    expect((await report(owner, "traffic", { from: "2012-01-01", to: "2026-05-01" })).status).toBe(200);
    const future = await report(owner, "traffic", { from: "2026-05-01", to: "2026-06-02" });
    expect(future.status).toBe(422);
    expect(future.body.errors).toHaveProperty("to");
    const malformed = await report(owner, "traffic", { from: "yesterday" });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toHaveProperty("from");
    expect((await report(owner, "traffic", { timezone: "Mars/Base" })).body.errors).toHaveProperty(
      "timezone",
    );
  });

  it("reads a billing period as its Manila month", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    await sendTraffic(owner);
    const period = await report(owner, "traffic", {
      billingfilter: "2026-06",
      from: "2026-05-01",
      to: "2026-05-02",
    });
    expect(period.status).toBe(200);
    expect(totalsOf(period.body).sent).toBe(49);
    expect((await report(owner, "traffic", { billingfilter: "2019-01" })).status).toBe(422);
  });
});

describe("data retention", () => {
  withoutSeededTraffic();

  const recipientsLeft = async (api: boolean) => {
    const rows = await harness.database.db
      .select({ id: campaignRecipients.id, apiKeyId: campaigns.apiKeyId })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId));
    return rows.filter((row) => (row.apiKeyId !== null) === api).length;
  };

  it("purges per-recipient rows past their days and leaves the report totals as they were", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    await sendTraffic(owner);
    const { account } = await acme();
    // Read without a session: the clock moves past the session and password lifetimes.
    const totals = () =>
      trafficReport(harness.database.db, "traffic", {
        accountId: account.id,
        days: { from: TODAY, to: TODAY },
        breakdown: "daily",
        showOperator: true,
        showCategory: true,
        category: null,
        userIds: [],
      });
    const before = await totals();
    expect(before.totals.sent).toBe(49);
    expect(await recipientsLeft(true)).toBe(1);
    expect(await recipientsLeft(false)).toBe(48);

    harness.clock.advanceMinutes(6 * 24 * 60);
    expect(await harness.app.retention.run()).toEqual({ realtime: 0, logs: 0 });

    // Past the 7 real-time days an API message's rows go; campaigns' logs stay for 200 days.
    harness.clock.advanceMinutes(2 * 24 * 60);
    expect(await harness.app.retention.run()).toEqual({ realtime: 1, logs: 0 });
    expect(await recipientsLeft(true)).toBe(0);
    expect(await recipientsLeft(false)).toBe(48);
    expect(await totals()).toEqual(before);

    harness.clock.advanceMinutes(193 * 24 * 60);
    expect(await harness.app.retention.run()).toEqual({ realtime: 0, logs: 48 });
    expect(await recipientsLeft(false)).toBe(0);
    expect(await totals()).toEqual(before);
  });

  it("lets two servers purge side by side, each row once", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    await sendTraffic(owner);
    harness.clock.advanceMinutes(201 * 24 * 60);
    const server = () =>
      new DataRetention(harness.database.db, {
        now: harness.clock.now,
        intervalMs: 0,
        realtimeDays: 7,
        archivedDays: 200,
      });
    const [first, second] = await Promise.all([server().run(), server().run()]);
    expect(first.realtime + second.realtime).toBe(1);
    expect(first.logs + second.logs).toBe(48);
    expect(await recipientsLeft(false)).toBe(0);
  });
});
