import { bigint, date, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/**
 * Daily traffic, the reports' source (SPEC §9 "Reports", "Data retention"): messages given an
 * outcome per account, user, operator, category, channel and source on each Asia/Manila day, added
 * by the delivery engine in the transaction that records the outcomes. Kept when the per-recipient
 * rows are purged, so a report over years reads these rows and never the raw ones.
 */
export const reportTrafficDaily = pgTable(
  "report_traffic_daily",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The billing day, in Asia/Manila. */
    day: date("day", { mode: "string" }).notNull(),
    channel: text("channel").notNull(),
    /** `campaign`, or `api` for messages sent through an API key. */
    source: text("source").notNull(),
    /** A TRAFFIC_CATEGORIES value. */
    category: text("category").notNull(),
    /** The operator's code; `other` when no operator's prefix matched, `` for email. */
    operator: text("operator").notNull(),
    /** The user who made the campaign or owns the API key; 0 when none is known. */
    userId: integer("user_id").notNull().default(0),
    sent: bigint("sent", { mode: "number" }).notNull().default(0),
    delivered: bigint("delivered", { mode: "number" }).notNull().default(0),
    failed: bigint("failed", { mode: "number" }).notNull().default(0),
    cost: numeric("cost", { precision: 18, scale: 4, mode: "number" }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: "report_traffic_daily_pkey",
      columns: [
        table.accountId,
        table.day,
        table.channel,
        table.source,
        table.category,
        table.operator,
        table.userId,
      ],
    }),
  ],
);

/**
 * The same traffic per Asia/Manila calendar month (`month` its first day), kept with the daily rows
 * in the same statement: a report over a year reads twelve months, not 365 days.
 */
export const reportTrafficMonthly = pgTable(
  "report_traffic_monthly",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    channel: text("channel").notNull(),
    source: text("source").notNull(),
    category: text("category").notNull(),
    operator: text("operator").notNull(),
    userId: integer("user_id").notNull().default(0),
    sent: bigint("sent", { mode: "number" }).notNull().default(0),
    delivered: bigint("delivered", { mode: "number" }).notNull().default(0),
    failed: bigint("failed", { mode: "number" }).notNull().default(0),
    cost: numeric("cost", { precision: 18, scale: 4, mode: "number" }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: "report_traffic_monthly_pkey",
      columns: [
        table.accountId,
        table.month,
        table.channel,
        table.source,
        table.category,
        table.operator,
        table.userId,
      ],
    }),
  ],
);
