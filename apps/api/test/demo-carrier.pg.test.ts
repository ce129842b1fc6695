import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/database";
import {
  accountRoutes,
  accounts,
  campaignRecipients,
  campaigns,
  routeConnections,
  routes,
} from "../src/db/schema";
import type { SmscRecord } from "../src/smsc/local-smsc";
import { createTestDatabase, dropTestDatabase, outcomesCounted, PRODUCTION_ENV } from "./harness";
import {
  call,
  kill,
  signIn,
  startServer,
  stopServersAfterAll,
  waitFor,
  type ServerProcess,
} from "./processes";

stopServersAfterAll();

/**
 * The server as `pnpm start` runs it in demo mode: it starts the local SMSC on a loopback port and
 * binds every route to it, so a campaign leaves as real submit_sm over TCP and completes on the
 * SMSC's receipts. Production never starts it, and refuses to start while a route in use has no
 * connection.
 */
describe("demo mode's local SMSC", () => {
  let url: string;
  let database: Database;
  let server: ServerProcess;

  beforeAll(async () => {
    url = await createTestDatabase();
    server = await startServer({ DATABASE_URL: url, ENGINE_INTERVAL_MS: "100", LOCAL_SMSC: "1" });
    database = await openDatabase({ kind: "postgres", url });
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    if (url) await dropTestDatabase(url);
  });

  /** The SMSC's control address, as the server logged it when it started the SMSC. */
  const smscRecord = async (): Promise<SmscRecord> => {
    const control = /"control":"(http:\/\/[^"]+)"/.exec(server.output())?.[1];
    if (!control) throw new Error(`no local SMSC in the server's output: ${server.output()}`);
    return (await (await fetch(`${control}/record`)).json()) as SmscRecord;
  };

  it("binds the seeded routes to the local SMSC and sends a campaign over it", async () => {
    const connections = await database.db.select().from(routeConnections);
    const allRoutes = await database.db.select().from(routes);
    expect(connections.map((row) => row.routeId).sort()).toEqual(allRoutes.map((row) => row.id).sort());
    expect(connections.every((row) => row.host === "127.0.0.1")).toBe(true);

    const [acme] = await database.db.select().from(accounts).where(eq(accounts.code, "acme"));
    const [route] = await database.db
      .select()
      .from(accountRoutes)
      .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.isDefault, true)));
    const staff = await signIn(server.url, "staff@sendline.test");
    await waitFor(async () => {
      const answer = await call(server.url, "GET", `/admin/data/routes/${route!.routeId}/connection`, staff);
      return (answer.data as unknown as { state: { status: string } }).state.status === "bound"
        ? true
        : undefined;
    }, 30_000);

    const owner = await signIn(server.url);
    const numbers = Array.from({ length: 25 }, (_, index) => `0917${String(1000000 + index)}`).join("\n");
    const created = await call(server.url, "POST", "/ajax/sms/campaign", owner, {
      name: "Demo over SMPP",
      sender_id: "ACME",
      message: "Demo mode sends over SMPP.",
      contact_group_ids: [],
      compose_numbers: numbers,
      account_route_id: route!.id,
    });
    expect(created.status, JSON.stringify(created)).toBe(true);
    const before = (await smscRecord()).messages.length;
    const live = await call(server.url, "GET", `/ajax/sms/go_live/${created.data.id}`, owner);
    expect(live.status, JSON.stringify(live)).toBe(true);
    const done = await waitFor(async () => {
      const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, created.data.id));
      return row?.status === "completed" ? row : undefined;
    }, 60_000);
    const received = (await smscRecord()).messages.slice(before);
    const rows = await database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, created.data.id));
    expect(received).toHaveLength(25);
    expect(rows).toHaveLength(25);
    expect(done.statsSent).toBe(25);
    const { rows: parts } = (await database.db.execute(sql`
      select count(*)::int as n from sms_parts p join campaign_recipients r on r.id = p.recipient_id
      where r.campaign_id = ${created.data.id}`)) as unknown as { rows: { n: number }[] };
    expect(parts[0]!.n).toBe(25);
    expect(rows.every((row) => !["queued", "submitting", "unanswered", "sent"].includes(row.status))).toBe(
      true,
    );
  }, 120_000);

  it("in production never starts it, and refuses to start while a route in use has no connection", async () => {
    await kill(server.process, "SIGTERM");
    // A scheduled campaign on a route whose connection is removed.
    const [acme] = await database.db.select().from(accounts).where(eq(accounts.code, "acme"));
    const [link] = await database.db
      .select()
      .from(accountRoutes)
      .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.isDefault, true)));
    const [route] = await database.db.select().from(routes).where(eq(routes.id, link!.routeId));
    await database.db.delete(routeConnections).where(eq(routeConnections.routeId, route!.id));
    const [campaign] = await database.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.accountId, acme!.id), eq(campaigns.channel, "sms")))
      .limit(1);
    await database.db
      .update(campaigns)
      .set({
        status: "scheduled",
        accountRouteId: link!.id,
        campaignStart: new Date(Date.now() + 86_400_000),
      })
      .where(eq(campaigns.id, campaign!.id));

    const production = { ...PRODUCTION_ENV, DATABASE_URL: url, ENGINE_INTERVAL_MS: "100", LOCAL_SMSC: "" };
    await expect(startServer({ ...production, LOCAL_SMSC: "1" })).rejects.toThrow(/LOCAL_SMSC/);
    await expect(startServer(production)).rejects.toThrow(
      new RegExp(`route ${route!.code}.*no carrier connection`),
    );
  }, 120_000);

  it("sends a campaign of 10,000 recipients as real submit_sm PDUs, and every figure adds up to the SMSC's record", async () => {
    // A demo server again, after the production refusals: it binds the routes to its SMSC anew.
    server = await startServer({ DATABASE_URL: url, ENGINE_INTERVAL_MS: "100", LOCAL_SMSC: "1" });
    const { db } = database;
    const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
    const [route] = await db
      .select({ id: accountRoutes.id, cost: routes.costPerSegment })
      .from(accountRoutes)
      .innerJoin(routes, eq(routes.id, accountRoutes.routeId))
      .where(and(eq(accountRoutes.accountId, acme!.id), eq(accountRoutes.isDefault, true)));
    const { rows: groups } = (await db.execute(sql`
      insert into contact_groups (account_id, name, contact_type)
      values (${acme!.id}, 'Ten thousand', 'sms') returning id`)) as unknown as { rows: { id: number }[] };
    const group = Number(groups[0]!.id);
    await db.execute(sql`
      insert into contacts (account_id, group_id, mobile)
      select ${acme!.id}, ${group}, '63917' || lpad(n::text, 7, '0') from generate_series(1, 10000) as n`);

    const text = "Ten thousand over SMPP: Acme's year-end sale starts now.";
    const owner = await signIn(server.url);
    const created = await call(server.url, "POST", "/ajax/sms/campaign", owner, {
      name: "Ten thousand",
      sender_id: "ACME",
      message: text,
      contact_group_ids: [group],
      account_route_id: route!.id,
    });
    expect(created.status, JSON.stringify(created)).toBe(true);
    const live = await call(server.url, "GET", `/ajax/sms/go_live/${created.data.id}`, owner);
    expect(live.status, JSON.stringify(live)).toBe(true);
    const done = await waitFor(async () => {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, created.data.id));
      return row?.status === "completed" ? row : undefined;
    }, 400_000);

    // What the SMSC received: each recipient once, as one part each.
    const received = (await smscRecord()).messages.filter((message) => message.text === text);
    expect(received).toHaveLength(10_000);
    expect(new Set(received.map((message) => message.to)).size).toBe(10_000);
    const { rows: figures } = (await db.execute(sql`
      select count(*)::int as recipients,
        count(*) filter (where status in ('queued', 'submitting', 'unanswered', 'sent'))::int as open,
        coalesce(sum(cost), 0)::float8 as cost,
        (select count(*)::int from sms_parts p join campaign_recipients r on r.id = p.recipient_id
          where r.campaign_id = ${created.data.id}) as parts
      from campaign_recipients where campaign_id = ${created.data.id}`)) as unknown as {
      rows: { recipients: number; open: number; cost: number; parts: number }[];
    };
    expect(figures[0]).toMatchObject({ recipients: 10_000, open: 0, parts: 10_000 });
    // Charged one part each at the route's price, as the campaign and the account say.
    expect(figures[0]!.cost).toBeCloseTo(10_000 * route!.cost, 4);
    expect(done.charged).toBeCloseTo(figures[0]!.cost, 4);
    // The dashboard's figures follow the SMSC's receipts.
    expect(done.statsSent).toBe(10_000);
    expect(done.statsDelivered).toBe(received.filter((message) => message.outcome === "delivered").length);
    expect(outcomesCounted(done)).toBe(10_000);
  }, 480_000);
});
