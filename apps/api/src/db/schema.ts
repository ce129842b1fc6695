import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("date_created", { withTimezone: true }).notNull().defaultNow();
const money = (name: string) =>
  numeric(name, { precision: 14, scale: 4, mode: "number" }).notNull().default(0);

export const accounts = pgTable("accounts", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  isTrial: boolean("is_trial").notNull().default(false),
  timezoneName: text("timezone_name").notNull().default("Asia/Manila"),
  currencyCode: text("currency_code").notNull().default("PHP"),
  countryCode: text("country_country_code").notNull().default("63"),
  countryMinLength: integer("country_min_length").notNull().default(10),
  countryMaxLength: integer("country_max_length").notNull().default(10),
  businessUnitCode: text("business_unit_code").notNull().default("default"),
  campaignVersionId: integer("campaign_version_id").notNull().default(2),
  campaignVersionCode: text("campaign_version_code").notNull().default("v2"),
  campaignVersionName: text("campaign_version_name").notNull().default("Version 2"),
  balanceMonetary: money("balance_monetary"),
  balanceMonetaryWithholding: money("balance_monetary_withholding"),
  balanceSmsCredits: money("balance_sms_credits"),
  balanceSmsCreditsWithheld: money("balance_sms_credits_withheld"),
  balanceEmailCredits: money("balance_email_credits"),
  balanceEmailCreditsWithheld: money("balance_email_credits_withheld"),
  creditLimit: money("credit_limit"),
  pendingPayments: money("pending_payments"),
  dateCreated: createdAt(),
});

/** Route pattern (SPEC §6) to the privileges the role holds on it. */
export type AccessMap = Record<string, string[]>;

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  isNonAccount: boolean("is_non_account").notNull().default(false),
  access: jsonb("access").$type<AccessMap>().notNull().default({}),
  permissions: jsonb("permissions").$type<string[]>().notNull().default([]),
  chatEnabled: boolean("chat_enabled").notNull().default(false),
});

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  fname: text("fname").notNull().default(""),
  lname: text("lname").notNull().default(""),
  mobile: text("mobile"),
  passwordHash: text("password_hash"),
  passwordLastUpdated: timestamp("password_last_updated", { withTimezone: true }),
  roleId: integer("role_id")
    .notNull()
    .references(() => roles.id),
  accountId: integer("account_id").references(() => accounts.id),
  status: text("user_status").notNull().default("active"),
  twofaEnabled: boolean("twofa_enabled").notNull().default(false),
  validatedEmail: boolean("validated_email").notNull().default(true),
  validatedMobile: boolean("validated_mobile").notNull().default(false),
  dateCreated: createdAt(),
});

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

/** Every SMS and email the server would send, kept for the demo outbox. */
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  channel: text("channel").$type<"sms" | "email">().notNull(),
  to: text("to").notNull(),
  subject: text("subject").notNull().default(""),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signup waiting for its email and mobile to be confirmed (SPEC §3 "Pending registration"). The
 * link token and both PINs are stored only as SHA-256 hashes; a PIN hash is cleared once it is used
 * or spent.
 */
export const pendingRegistrations = pgTable("pending_registrations", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull(),
  email: text("email").notNull(),
  mobile: text("mobile").notNull(),
  countryCode: text("country_code").notNull(),
  companyName: text("company_name").notNull(),
  fname: text("fname").notNull(),
  lname: text("lname").notNull(),
  emailValidated: boolean("email_validated").notNull().default(false),
  mobileValidated: boolean("mobile_validated").notNull().default(false),
  emailPinHash: text("email_pin_hash"),
  emailPinExpiresAt: timestamp("email_pin_expires_at", { withTimezone: true }),
  mobilePinHash: text("mobile_pin_hash"),
  mobilePinExpiresAt: timestamp("mobile_pin_expires_at", { withTimezone: true }),
  mobileCodeSentAt: timestamp("mobile_code_sent_at", { withTimezone: true }),
  emailReplaceAttempts: integer("email_replace_attempts").notNull().default(0),
  mobileCodeSendAttempts: integer("mobile_code_send_attempts").notNull().default(0),
  mobileReplaceAttempts: integer("mobile_replace_attempts").notNull().default(0),
  emailCodeVerifyAttempts: integer("email_code_verify_attempts").notNull().default(0),
  mobileCodeVerifyAttempts: integer("mobile_code_verify_attempts").notNull().default(0),
  /** Wrong tries of the current mobile PIN; a new PIN starts again from 0. */
  mobilePinFailures: integer("mobile_pin_failures").notNull().default(0),
  isProcessCompleted: boolean("is_process_completed").notNull().default(false),
  /** Set when completing failed for a reason the visitor cannot fix (the email was registered meanwhile). */
  failureReason: text("failure_reason"),
  accountId: integer("account_id").references(() => accounts.id),
  userId: integer("user_id").references(() => users.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

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
