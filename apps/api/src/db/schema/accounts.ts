import { bigint, boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { BusinessHours } from "@sendline/core";
import type { AccountStatus } from "@sendline/core/contract";
import { createdAt, money } from "./columns";

export const accounts = pgTable("accounts", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  isTrial: boolean("is_trial").notNull().default(false),
  /** Set by staff in the admin accounts screen (core's ACCOUNT_STATUSES). */
  status: text("account_status").$type<AccountStatus>().notNull().default("active"),
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
  /** When scheduled campaigns may start (SPEC §2 business hours editor); null restricts nothing. */
  businessHours: jsonb("business_hours").$type<BusinessHours>(),
  /** Domains (and their subdomains) the account's SMS may link to without review (SPEC §8 code 100). */
  safelistedDomains: text("safelisted_domains").array().notNull().default([]),
  /** Raised by a trigger on every update of the row: pushed balances are ordered by it. */
  version: bigint("version", { mode: "number" }).notNull().default(0),
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
