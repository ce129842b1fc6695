import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { accounts, users } from "./accounts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An account's API key (SPEC §9 "Credentials"): the public key and only a hash of its secret, which
 * is shown once when the key is made. A revoked key keeps its row (the messages it sent name it).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    apiKey: text("api_key").notNull().unique(),
    /** What the owner calls the key, so keys can be told apart (given at creation). */
    name: text("name").notNull().default("API key"),
    /** SHA-256 of the secret, hex: the secret is 32 random bytes, so a slow hash adds nothing. */
    secretHash: text("secret_hash").notNull(),
    /** The secret's last four characters, so the owner can tell keys apart. */
    secretHint: text("secret_hint").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    dateCreated: at("date_created").notNull(),
    /** When the key last authenticated a call, to the minute (see `API_KEY_USE_RESOLUTION_MS`). */
    dateLastUsed: at("date_last_used"),
    dateRevoked: at("date_revoked"),
    messagesSent: integer("messages_sent").notNull().default(0),
  },
  (table) => [index("api_keys_account").on(table.accountId, table.id)],
);

/** Where an account's delivery receipts are posted, and the secret their signature is made with. */
export const callbackSettings = pgTable("callback_settings", {
  accountId: integer("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  url: text("url").notNull().default(""),
  secret: text("secret").notNull(),
  dateLastUpdated: at("date_last_updated").notNull(),
});

export const CALLBACK_RECEIPT_STATUSES = ["pending", "delivered", "failed"] as const;
export type CallbackReceiptStatus = (typeof CALLBACK_RECEIPT_STATUSES)[number];

/**
 * One delivery receipt to post to an account's callback: queued in the engine's transaction, claimed
 * by a dispatcher with `FOR UPDATE SKIP LOCKED` and a lease (a crashed dispatcher's lease runs out
 * and the receipt is claimed again), retried with backoff, and kept as the callback's delivery log.
 */
export const callbackReceipts = pgTable(
  "callback_receipts",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The campaign recipient the receipt reports; null for a test receipt. */
    recipientId: integer("recipient_id"),
    /** The body posted, exactly as signed. */
    body: text("body").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    url: text("url").notNull(),
    status: text("status").$type<CallbackReceiptStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    /** Until when a dispatcher holds the receipt; after it, another may claim it. */
    leaseUntil: at("lease_until"),
    responseCode: integer("response_code"),
    responseMs: integer("response_ms"),
    lastError: text("last_error"),
    dateCreated: at("date_created").notNull(),
    dateLastAttempt: at("date_last_attempt"),
  },
  (table) => [
    index("callback_receipts_due").on(table.status, table.nextAttemptAt),
    index("callback_receipts_account").on(table.accountId, table.id),
    uniqueIndex("callback_receipts_recipient")
      .on(table.recipientId)
      .where(sql`${table.recipientId} is not null`),
  ],
);
