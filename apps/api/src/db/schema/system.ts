import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every SMS and email the server would send, kept for the demo outbox. */
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  channel: text("channel").$type<"sms" | "email">().notNull(),
  to: text("to").notNull(),
  subject: text("subject").notNull().default(""),
  body: text("body").notNull(),
  /** An email's HTML part; `body` is its plain-text part. */
  html: text("html"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
