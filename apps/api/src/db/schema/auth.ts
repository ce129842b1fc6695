import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    email: text("email"),
    ipAddress: text("ip_address").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_ip_idx").on(table.ipAddress, table.createdAt),
    index("login_attempts_email_idx").on(table.email, table.createdAt),
  ],
);

/**
 * One row whose value moves on, by triggers, in the transaction of every change to users and roles
 * and of every ended session: what a process's cached sessions are checked against on each request.
 */
export const authGeneration = pgTable("auth_generation", {
  id: boolean("id").primaryKey().default(true),
  value: bigint("value", { mode: "number" }).notNull().default(0),
});

/** Only the SHA-256 of a session token is stored; the token itself exists only in the browser. */
export const sessions = pgTable("sessions", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
});

/** A two-factor login link issued after a correct password, with its current PIN. */
export const twoFactorChallenges = pgTable("two_factor_challenges", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  pinHash: text("pin_hash"),
  pinExpiresAt: timestamp("pin_expires_at", { withTimezone: true }),
  pinFailures: integer("pin_failures").notNull().default(0),
});

/** What a password link is for: a reset asked for on forgot-password, or the first password after signup. */
export type PasswordLinkPurpose = "reset" | "set";

export const passwordResets = pgTable("password_resets", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  purpose: text("purpose").$type<PasswordLinkPurpose>().notNull().default("reset"),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * The passwords a user had before the current one, newest last; the already-used rule reads the
 * last few (core's PASSWORD_HISTORY_SIZE) and older rows are removed as new ones come.
 */
export const passwordHistory = pgTable(
  "password_history",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    passwordHash: text("password_hash").notNull(),
    dateCreated: timestamp("date_created", { withTimezone: true }).notNull(),
  },
  (table) => [index("password_history_user").on(table.userId, table.id)],
);
