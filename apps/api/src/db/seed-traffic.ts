import { BILLING_TIMEZONE, formatReportDate } from "@sendline/core";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "./database";
import { accounts, reportTrafficDaily, reportTrafficMonthly, users } from "./schema";

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
  for (let start = 0; start < rows.length; start += 1000) {
    const added = await db
      .insert(reportTrafficDaily)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing()
      .returning();
    await addToMonths(db, added);
  }
}

/** Adds newly seeded days to their months, as the engine's statement does. */
async function addToMonths(db: Db, days: (typeof reportTrafficDaily.$inferSelect)[]) {
  const months = new Map<string, typeof reportTrafficMonthly.$inferInsert>();
  for (const row of days) {
    const month = `${row.day.slice(0, 7)}-01`;
    const key = [row.accountId, month, row.channel, row.source, row.category, row.operator, row.userId].join(
      "|",
    );
    const sum = months.get(key);
    if (!sum) {
      const { day: _day, ...rest } = row;
      months.set(key, { ...rest, month });
      continue;
    }
    sum.sent! += row.sent;
    sum.delivered! += row.delivered;
    sum.failed! += row.failed;
    sum.cost = Math.round((sum.cost! + row.cost) * 10_000) / 10_000;
  }
  if (months.size === 0) return;
  const add = (column: "sent" | "delivered" | "failed" | "cost") =>
    sql`${reportTrafficMonthly[column]} + excluded.${sql.identifier(column)}`;
  await db
    .insert(reportTrafficMonthly)
    .values([...months.values()])
    .onConflictDoUpdate({
      target: [
        reportTrafficMonthly.accountId,
        reportTrafficMonthly.month,
        reportTrafficMonthly.channel,
        reportTrafficMonthly.source,
        reportTrafficMonthly.category,
        reportTrafficMonthly.operator,
        reportTrafficMonthly.userId,
      ],
      set: { sent: add("sent"), delivered: add("delivered"), failed: add("failed"), cost: add("cost") },
    });
}
