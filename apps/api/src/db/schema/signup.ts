import { boolean, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";

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
