import { BILLING_TIMEZONE, formatReportDate } from "@sendline/core";
import { inArray, sql } from "drizzle-orm";
import { pgArray } from "../lib/pg-array";
import type { Db } from "./database";
import { accounts, type reportTrafficDaily, users } from "./schema";

/** Days of demo traffic, ending today, so this month's and last month's reports have data. */
const SEEDED_DAYS = 62;
const DAY_MS = 86_400_000;

/** Each demo account's users and the traffic a day they send, by channel, source and category. */
const DEMO_TRAFFIC = [
  {
    account: "acme",
    users: ["owner@acme.test", "agent@acme.test"],
    streams: [
      { channel: "sms", source: "campaign", category: "campaign", perDay: 2400, price: 0.35 },
      { channel: "sms", source: "api", category: "api", perDay: 600, price: 0.35 },
      { channel: "viber", source: "campaign", category: "campaign", perDay: 300, price: 0.5 },
    ],
  },
  {
    account: "trial",
    users: ["trial@trial.test"],
    streams: [{ channel: "sms", source: "campaign", category: "test", perDay: 20, price: 0 }],
  },
] as const;

/** Each operator's share of the traffic and of it delivered and failed. */
const OPERATOR_MIX = [
  { operator: "globe", share: 0.45, delivered: 0.93, failed: 0.04 },
  { operator: "smart", share: 0.35, delivered: 0.92, failed: 0.05 },
  { operator: "dito", share: 0.15, delivered: 0.88, failed: 0.07 },
  { operator: "other", share: 0.05, delivered: 0.85, failed: 0.1 },
] as const;

/** A stable number in [0.6, 1.4) per key, so a seeded day reads the same on every start. */
function wobble(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return 0.6 + ((hash >>> 0) % 800) / 1000;
}

/**
 * Seeds the demo accounts' daily traffic aggregates for the last SEEDED_DAYS Manila days, so the
 * reports have data on a fresh start. Idempotent: days already there are left as they are.
 */
export async function seedTraffic(db: Db, now: Date): Promise<void> {
  const codes = DEMO_TRAFFIC.map((entry) => entry.account);
  const accountIds = new Map(
    (await db.select().from(accounts).where(inArray(accounts.code, codes))).map((row) => [row.code, row.id]),
  );
  const emails = DEMO_TRAFFIC.flatMap((entry) => entry.users);
  const userIds = new Map(
    (await db.select().from(users).where(inArray(users.email, emails))).map((row) => [row.email, row.id]),
  );
  const rows: (typeof reportTrafficDaily.$inferInsert)[] = [];
  for (const entry of DEMO_TRAFFIC) {
    const accountId = accountIds.get(entry.account);
    if (accountId === undefined) continue;
    for (let back = 0; back < SEEDED_DAYS; back++) {
      const day = formatReportDate(new Date(now.getTime() - back * DAY_MS), BILLING_TIMEZONE);
      entry.users.forEach((email, index) => {
        const userId = userIds.get(email);
        if (userId === undefined) return;
        // The first user sends most of the account's traffic.
        const userShare = entry.users.length === 1 ? 1 : index === 0 ? 0.7 : 0.3;
        for (const stream of entry.streams) {
          for (const mix of OPERATOR_MIX) {
            const key = `${entry.account}:${email}:${stream.channel}:${stream.source}:${mix.operator}:${day}`;
            const sent = Math.round(stream.perDay * userShare * mix.share * wobble(key));
            const failed = Math.round(sent * mix.failed);
            const delivered = Math.min(sent - failed, Math.round(sent * mix.delivered));
            rows.push({
              accountId,
              day,
              channel: stream.channel,
              source: stream.source,
              category: stream.category,
              operator: mix.operator,
              userId,
              sent,
              delivered,
              failed,
              cost: Math.round((sent - failed) * stream.price * 10_000) / 10_000,
            });
          }
        }
      });
    }
  }
  if (rows.length === 0) return;
  // One statement, the rows as one array a column: a thousand-row VALUES list took about four times
  // as long to build and bind. The days that were new are added to their months, as the engine's statement does.
  const column = (key: keyof (typeof rows)[number]) =>
    pgArray(rows.map((row) => row[key] as string | number));
  await db.execute(sql`
    with added as (
      insert into report_traffic_daily
        (account_id, day, channel, source, category, operator, user_id, sent, delivered, failed, cost)
      select * from unnest(
        ${column("accountId")}::int[], ${column("day")}::date[], ${column("channel")}::text[],
        ${column("source")}::text[], ${column("category")}::text[], ${column("operator")}::text[],
        ${column("userId")}::int[], ${column("sent")}::bigint[], ${column("delivered")}::bigint[],
        ${column("failed")}::bigint[], ${column("cost")}::numeric[])
      on conflict do nothing
      returning *
    )
    insert into report_traffic_monthly
      (account_id, month, channel, source, category, operator, user_id, sent, delivered, failed, cost)
    select account_id, date_trunc('month', day)::date, channel, source, category, operator, user_id,
      sum(sent), sum(delivered), sum(failed), sum(cost)
    from added
    group by 1, 2, 3, 4, 5, 6, 7
    on conflict (account_id, month, channel, source, category, operator, user_id) do update set
      sent = report_traffic_monthly.sent + excluded.sent,
      delivered = report_traffic_monthly.delivered + excluded.delivered,
      failed = report_traffic_monthly.failed + excluded.failed,
      cost = report_traffic_monthly.cost + excluded.cost`);
}
