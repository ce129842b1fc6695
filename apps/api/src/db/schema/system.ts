import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** Where an outbox email stands: queued (due at `nextAttemptAt`), sending, and how it ended. */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "unknown", "kept"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every SMS and email the server sends, written in the transaction of the change it announces.
 * Emails are the transactional outbox of the mail relay: the dispatcher claims queued ones, sends
 * them over SMTP and stores the relay's final answer. Rows from before SMTP are `kept`.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").$type<"sms" | "email">().notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    /** An email's HTML part; `body` is its plain-text part. */
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").$type<OutboxStatus>().notNull().default("queued"),
    /** An email's `Message-ID`, with its angle brackets, the same on every try. */
    messageId: text("message_id"),
    /** Further headers of an email (e.g. `List-Unsubscribe`). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Tries so far. */
    attempts: integer("attempts").notNull().default(0),
    /** When a deferred email is tried again; null for at once. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The relay's last answer (its final one once sent or failed). */
    answer: text("answer"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The campaign recipient a campaign email is for, whose outcome the relay's answer sets. */
    recipientId: integer("recipient_id"),
  },
  (table) => [
    index("outbox_due")
      .on(table.id)
      .where(sql`${table.channel} = 'email' and ${table.status} = 'queued'`),
  ],
);
