import { integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/** A top-up waiting for the payer to confirm it from the emailed link; only the link token's hash is kept. */
export const topUps = pgTable("top_ups", {
  id: serial("id").primaryKey(),
  txnid: text("txnid").notNull().unique(),
  accountId: integer("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  amount: numeric("amount", { precision: 14, scale: 4, mode: "number" }).notNull(),
  tokenHash: text("token_hash").notNull(),
  status: text("status").$type<"pending" | "paid">().notNull().default("pending"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
