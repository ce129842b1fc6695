import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/database";
import { createTestDatabase, dropTestDatabase } from "./harness";
import { call, signIn, startServer, stopServersAfterAll, waitFor, type ServerProcess } from "./processes";

stopServersAfterAll();

/** The engine batches a server process logged (LOG_LEVEL=debug): when each ran, and for which campaign. */
function batches(server: ServerProcess, campaign: number) {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes('"engine batch"'))
    .map((line) => JSON.parse(line) as { campaign: number; sent: number; startedAt: number; endedAt: number })
    .filter((batch) => batch.campaign === campaign);
}

describe("two API processes on one PostgreSQL", () => {
  let url: string;
  let database: Database;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
    const environment = {
      DATABASE_URL: url,
      ENGINE_INTERVAL_MS: "20",
      ENGINE_BATCH: "250",
      LOG_LEVEL: "debug",
      LOG_FORMAT: "json",
    };
    // One after the other: the first migrates and seeds the demo data.
    servers.push(await startServer(environment));
    servers.push(await startServer(environment));
    database = await openDatabase({ kind: "postgres", url });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    if (url) await dropTestDatabase(url);
  });

  it("send one campaign side by side: batches overlap in time, nobody is sent twice, charges equal the ledger", async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const token = await signIn(first.url);
    const route = (await call(first.url, "GET", "/ajax/data/routes", token)).data as unknown as {
      id: number;
    }[];
    const recipients = 12_000;
    const numbers = Array.from({ length: recipients }, (_, index) => `0917${String(index).padStart(7, "0")}`);
    const created = await call(first.url, "POST", "/ajax/sms/campaign", token, {
      name: "Shared run",
      sender_id: "ACME",
      message: "Hello from two engines",
      compose_numbers: numbers.join("\n"),
      account_route_id: route[0]!.id,
    });
    expect(created.status).toBe(true);
    const id = created.data.id;
    const before = await call(first.url, "GET", "/ajax/account/details", token);
    expect((await call(first.url, "GET", `/ajax/sms/go_live/${id}`, token)).status).toBe(true);

    const campaign = await waitFor(async () => {
      const read = (await call(second.url, "GET", `/ajax/sms/campaign/${id}`, token)).data;
      return read.campaign_status_code === "completed" ? read : undefined;
    }, 120_000);
    expect(campaign.campaign_stats_sent).toBe(recipients);

    // Both engines worked on the campaign, and at the same time: some batch of one ran while a
    // batch of the other was under way (a lock on the campaign row would keep them apart).
    const ofFirst = batches(first, id);
    const ofSecond = batches(second, id);
    expect(ofFirst.length).toBeGreaterThan(0);
    expect(ofSecond.length).toBeGreaterThan(0);
    expect(
      ofFirst.reduce((sum, batch) => sum + batch.sent, 0) +
        ofSecond.reduce((sum, batch) => sum + batch.sent, 0),
    ).toBe(recipients);
    const overlapping = ofFirst.some((a) =>
      ofSecond.some((b) => a.startedAt < b.endedAt && b.startedAt < a.endedAt),
    );
    expect(overlapping).toBe(true);

    const { rows } = (await database.db.execute(sql`
      select count(*)::int as rows,
        count(*) filter (where status = 'queued')::int as queued,
        count(distinct mobile)::int as mobiles,
        coalesce(sum(cost), 0)::float8 as cost,
        (select coalesce(-sum(amount), 0)::float8 from ledger_entries
          where campaign_id = ${id} and type = 'charge') as ledger,
        (select charged::float8 from campaigns where id = ${id}) as charged
      from campaign_recipients where campaign_id = ${id}`)) as unknown as {
      rows: {
        rows: number;
        queued: number;
        mobiles: number;
        cost: number;
        ledger: number;
        charged: number;
      }[];
    };
    const totals = rows[0]!;
    expect(totals).toMatchObject({ rows: recipients, queued: 0, mobiles: recipients });
    expect(totals.ledger).toBeCloseTo(totals.cost, 4);
    expect(totals.charged).toBeCloseTo(totals.cost, 4);
    const after = await call(first.url, "GET", "/ajax/account/details", token);
    expect(
      Number(before.data.account_balance_monetary) - Number(after.data.account_balance_monetary),
    ).toBeCloseTo(totals.cost, 4);
    expect(Number(after.data.account_balance_monetary_withholding)).toBeCloseTo(
      Number(before.data.account_balance_monetary_withholding),
      4,
    );
  }, 240_000);

  it("a session one process keeps is checked on every request: a change made elsewhere counts at the next one", async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const details = (token: string) => call(second.url, "GET", "/ajax/account/details", token);
    const owner = await signIn(first.url);
    const agent = await signIn(first.url, "agent@acme.test");
    // The second process reads both sessions, and keeps them.
    expect((await details(owner)).status).toBe(true);
    expect((await details(agent)).status).toBe(true);
    const balance = Number((await details(owner)).data.account_balance_monetary);

    // Logged out on the first process: the second refuses the token at its very next request.
    expect((await call(first.url, "POST", "/ajax/login/logout", agent)).status).toBe(true);
    expect(await details(agent)).toMatchObject({ status: false, message: "Authentication Failed" });

    // The account's balance moved (as a charge moves it, in another process): read as it is now.
    await database.db.execute(
      sql`update accounts set balance_monetary = balance_monetary + 25 where code = 'acme'`,
    );
    expect(Number((await details(owner)).data.account_balance_monetary)).toBe(balance + 25);

    // The owner's role loses the SMS screens, and gets them back: each counts at once.
    const list = () => call(second.url, "GET", "/ajax/sms/campaign/list", owner);
    expect((await list()).status).toBe(true);
    const ownerRole = sql`(select role_id from users where email = 'owner@acme.test')`;
    const { rows } = (await database.db.execute(
      sql`select access from roles where id = ${ownerRole}`,
    )) as unknown as {
      rows: { access: unknown }[];
    };
    await database.db.execute(sql`update roles set access = '{}'::jsonb where id = ${ownerRole}`);
    expect(await list()).toMatchObject({ status: false, message: "Access Denied" });
    await database.db.execute(
      sql`update roles set access = ${JSON.stringify(rows[0]!.access)}::jsonb where id = ${ownerRole}`,
    );
    expect((await list()).status).toBe(true);
  });
});
