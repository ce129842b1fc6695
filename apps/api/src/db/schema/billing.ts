import { index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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
  /** How the payer pays (a payment provider's code). */
  provider: text("provider").notNull().default("bank_transfer"),
  currencyCode: text("currency_code").notNull().default("PHP"),
  userId: integer("user_id"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** What moved an account's money (SPEC §2 credit history, reference data `billing_transactions_type`). */
export const LEDGER_ENTRY_TYPES = [
  "opening",
  "top_up",
  "adjustment",
  "withhold",
  "release",
  "charge",
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/**
 * The account ledger: one append-only row per credit, withholding, charge or release, written in
 * the same transaction as the balance change it explains. `amount` is the signed change of the
 * monetary balance and `withholding` the signed change of the withheld amount, so their sums are
 * the account's balances; a trigger refuses any update of a past row.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type").$type<LedgerEntryType>().notNull(),
    amount: numeric("amount", { precision: 14, scale: 4, mode: "number" }).notNull().default(0),
    withholding: numeric("withholding", { precision: 14, scale: 4, mode: "number" }).notNull().default(0),
    currencyCode: text("currency_code").notNull(),
    /** Who made the change: the user, or null for the system (the delivery engine, a payer's link). */
    userId: integer("user_id"),
    reason: text("reason").notNull(),
    campaignId: integer("campaign_id"),
    topUpId: integer("top_up_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("ledger_entries_account_idx").on(table.accountId, table.createdAt)],
);
