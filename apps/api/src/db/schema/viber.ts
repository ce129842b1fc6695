import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every Viber delivery callback received, stored as it arrives (before it is matched), once per
 * message and status: a repeat counts in `duplicates` and changes nothing else.
 */
export const viberCallbacks = pgTable(
  "viber_callbacks",
  {
    messageId: text("message_id").notNull(),
    /** delivered, seen, expired or undelivered. */
    status: text("status").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    duplicates: integer("duplicates").notNull().default(0),
    matchedAt: timestamp("matched_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.status] }),
    index("viber_callbacks_unmatched")
      .on(table.receivedAt)
      .where(sql`${table.matchedAt} is null`),
  ],
);
