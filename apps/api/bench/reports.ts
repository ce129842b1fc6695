/**
 * Traffic report benchmark: one account's daily aggregates equal to MESSAGES messages over the last
 * 365 days (10 users, 4 operators, 4 channel/source/category streams a day) beside OTHER_ACCOUNTS
 * other accounts' traffic, on an in-memory PGlite (or PostgreSQL when DATABASE_URL is set). Times
 * `GET /ajax/reports/traffic` over the 365 days by operator through the whole server (session,
 * validation, query, serialisation) and prints p50/p95.
 *
 *   pnpm --filter @sendline/api bench:reports            # 10,000,000 messages
 *   MESSAGES=1000000 RUNS=100 pnpm --filter @sendline/api bench:reports
 */
import { BILLING_TIMEZONE, formatReportDate } from "@sendline/core";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { accounts, sessions, users } from "../src/db/schema";
import { seed } from "../src/db/seed";
import { hashToken, newToken } from "../src/lib/tokens";

const MESSAGES = Number(process.env.MESSAGES ?? 10_000_000);
const OTHER_ACCOUNTS = Number(process.env.OTHER_ACCOUNTS ?? 20);
const RUNS = Number(process.env.RUNS ?? 50);
const DAY_MS = 86_400_000;

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL })
  : await openDatabase({ kind: "memory" });
await database.migrate();
await seed(database.db, { hash: async () => "unused" });
const { db } = database;
const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    CONSOLE_DIST: "/nonexistent",
    ENGINE_INTERVAL_MS: "0",
    RETENTION_INTERVAL_MS: "0",
  }),
  { database },
);
await app.ready();

const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
const [owner] = await db.select().from(users).where(eq(users.email, "owner@acme.test"));
const token = newToken();
await db
  .insert(sessions)
  .values({ userId: owner!.id, tokenHash: hashToken(token), createdAt: new Date(), lastSeenAt: new Date() });

const to = formatReportDate(new Date(), BILLING_TIMEZONE);
const from = formatReportDate(new Date(Date.now() - 364 * DAY_MS), BILLING_TIMEZONE);

/** Inserts 365 days x 4 streams x 4 operators x `userCount` rows for an account, `messages` in all. */
async function load(accountId: number, userCount: number, messages: number) {
  const rows = 365 * 4 * 4 * userCount;
  const each = Math.floor(messages / rows);
  const extra = messages - each * rows;
  await db.execute(sql`
    insert into report_traffic_daily
      (account_id, day, channel, source, category, operator, user_id, sent, delivered, failed, cost)
    select ${accountId}, day, channel, source, category, operator, user_id,
      sent, (sent * 0.92)::bigint, (sent * 0.04)::bigint, sent * 0.35
    from (
      select d::date as day, s.channel, s.source, s.category, o.code as operator, u as user_id,
        ${each} + case when row_number() over () <= ${extra} then 1 else 0 end as sent
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      cross join (values ('sms', 'campaign', 'campaign'), ('sms', 'campaign', 'test'),
        ('sms', 'api', 'api'), ('viber', 'campaign', 'campaign')) s(channel, source, category)
      cross join (values ('globe'), ('smart'), ('dito'), ('other')) o(code)
      cross join generate_series(1000, ${999 + userCount}) u
    ) generated
    on conflict do nothing`);
  return rows;
}

// The demo traffic of the seed is set aside: the account holds exactly MESSAGES.
await db.execute(sql`delete from report_traffic_daily`);
await db.execute(sql`delete from report_traffic_monthly`);
const started = performance.now();
const rows = await load(acme!.id, 10, MESSAGES);
for (let index = 0; index < OTHER_ACCOUNTS; index += 1) {
  const [other] = await db
    .insert(accounts)
    .values({ code: `bench-${index}`, name: `Bench ${index}` })
    .returning({ id: accounts.id });
  await load(other!.id, 2, MESSAGES / 10);
}
// The months, as the engine keeps them beside the days.
await db.execute(sql`
  insert into report_traffic_monthly
    (account_id, month, channel, source, category, operator, user_id, sent, delivered, failed, cost)
  select account_id, date_trunc('month', day)::date, channel, source, category, operator, user_id,
    sum(sent), sum(delivered), sum(failed), sum(cost)
  from report_traffic_daily group by 1, 2, 3, 4, 5, 6, 7`);
await db.execute(sql`analyze report_traffic_daily`);
await db.execute(sql`analyze report_traffic_monthly`);
console.log(
  `loaded ${rows.toLocaleString()} aggregate rows (${MESSAGES.toLocaleString()} messages) for the account and ` +
    `${(OTHER_ACCOUNTS * 365 * 32).toLocaleString()} for ${OTHER_ACCOUNTS} others in ${Math.round(performance.now() - started)} ms`,
);

/** Times a report `RUNS` times after five warm-up runs; answers its total and p50/p95. */
async function time(breakdown: "monthly" | "daily") {
  const url = `/ajax/reports/traffic?from=${from}&to=${to}&timezone=Asia/Manila&showOperator=1&breakdown=${breakdown}`;
  const times: number[] = [];
  let sent = 0;
  for (let run = 0; run < RUNS + 5; run += 1) {
    const start = performance.now();
    const response = await app.inject({ method: "GET", url, headers: { token } });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200) throw new Error(`report failed: ${response.body}`);
    sent = response.json<{ data: { totals: { sent: number } } }>().data.totals.sent;
    // The first runs warm the query plan and the caches.
    if (run >= 5) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const percentile = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  console.log(
    `365-day traffic report by operator, ${breakdown}: ${sent.toLocaleString()} messages in the totals; ` +
      `p50 ${percentile(0.5).toFixed(1)} ms, p95 ${percentile(0.95).toFixed(1)} ms over ${RUNS} runs`,
  );
}

await time("monthly");
await time("daily");
await app.close();
await database.close();
