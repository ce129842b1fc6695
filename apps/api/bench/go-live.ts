/**
 * Go-live benchmark: an SMS campaign to a contact group of N subscribed mobiles (plus typed numbers
 * and some unsubscribed and duplicate contacts) goes live through the API. Up to
 * GO_LIVE_WRITE_LIMIT recipients the request writes them; beyond, it answers at once and the
 * engine's next pass writes them, in one `INSERT … SELECT` either way. Prints the go-live request's
 * time and the engine pass's that writes the recipients (median of RUNS, each a new campaign to the
 * same group), and checks the recipients written.
 *
 *   pnpm --filter @sendline/api bench:go-live                        # PGlite in memory, 100,000
 *   DATABASE=postgres pnpm --filter @sendline/api bench:go-live      # an embedded PostgreSQL
 *   RECIPIENTS=50000 RUNS=5 pnpm --filter @sendline/api bench:go-live
 */
import { and, count, eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { accounts, campaignRecipients, contactGroups } from "../src/db/schema";
import { benchDatabase, signedInOwner, wantsPostgres } from "./setup";

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 3);

const { database, close } = await benchDatabase(wantsPostgres());
const { db } = database;
// The engine runs only when the benchmark calls a pass: the figures are the request's and that
// pass's, not the sending's. The batch is small, so the pass is mostly the writing.
const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    CONSOLE_DIST: "/nonexistent",
    ENGINE_INTERVAL_MS: "0",
    ENGINE_BATCH: "1",
    ...(process.env.GO_LIVE_WRITE_LIMIT && { GO_LIVE_WRITE_LIMIT: process.env.GO_LIVE_WRITE_LIMIT }),
  }),
  { database },
);
await app.ready();

const { acme, route, token } = await signedInOwner(db);
await db
  .update(accounts)
  .set({ balanceMonetary: RECIPIENTS * RUNS * 2 })
  .where(eq(accounts.id, acme.id));

// The group: N distinct subscribed mobiles, 1 % of them twice, and 1 % more unsubscribed.
const [group] = await db
  .insert(contactGroups)
  .values({ accountId: acme.id, name: "Everyone", contactType: "sms", dateCreated: new Date() })
  .returning();
const duplicates = Math.floor(RECIPIENTS / 100);
await db.execute(sql`
  insert into contacts (account_id, group_id, mobile, first_name, fields)
  select ${acme.id}::int, ${group!.id}::int, '63917' || lpad(n::text, 7, '0'), 'Contact ' || n, '{}'::jsonb
  from generate_series(1, ${RECIPIENTS}::int) as n
  union all
  select ${acme.id}::int, ${group!.id}::int, '63917' || lpad(n::text, 7, '0'), 'Again ' || n, '{}'::jsonb
  from generate_series(1, ${duplicates}::int) as n`);
await db.execute(sql`
  insert into contacts (account_id, group_id, mobile, first_name, fields, date_unsubscribed)
  select ${acme.id}::int, ${group!.id}::int, '63918' || lpad(n::text, 7, '0'), 'Gone ' || n, '{}'::jsonb, now()
  from generate_series(1, ${duplicates}::int) as n`);
await db.execute(sql`analyze contacts`);

const call = async (method: "GET" | "POST", url: string, payload?: unknown) => {
  const response =
    payload === undefined
      ? await app.inject({ method, url, headers: { token } })
      : await app.inject({ method, url, headers: { token }, payload: payload as object });
  const body = response.json() as { status: boolean; data: { id: number }; message?: string };
  if (!body.status) throw new Error(`${method} ${url}: ${response.body}`);
  return body.data;
};

const times: number[] = [];
const passes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const created = await call("POST", "/ajax/sms/campaign", {
    name: `Go live ${run}`,
    sender_id: "ACME",
    message: "Hello from the benchmark",
    contact_group_ids: [group!.id],
    compose_numbers: "09170000001\n09181234567",
    account_route_id: route.id,
  });
  const started = performance.now();
  await call("GET", `/ajax/sms/go_live/${created.id}`);
  times.push(performance.now() - started);
  const passStarted = performance.now();
  await app.engine.tick();
  passes.push(performance.now() - passStarted);
  const [written] = await db
    .select({ total: count() })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, created.id)));
  // The group's mobiles once each, and the typed number that is not among them.
  const expected = RECIPIENTS + 1;
  if (written!.total !== expected)
    throw new Error(`run ${run}: ${written!.total} recipients, not ${expected}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const runs = (values: number[]) => values.map((time) => time.toFixed(0)).join(", ");
console.log(
  `driver: ${database.driver}, recipients: ${RECIPIENTS}, runs: ${RUNS}, ` +
    `written by the request up to ${app.context.config.goLiveWriteLimit}`,
);
console.log(`go live answered: median ${median(times).toFixed(0)} ms (runs: ${runs(times)} ms)`);
console.log(`engine's next pass: median ${median(passes).toFixed(0)} ms (runs: ${runs(passes)} ms)`);

await app.close();
await close();
