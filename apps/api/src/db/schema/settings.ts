import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** The PIN sent by SMS to verify a user's mobile from the profile; one pending PIN per user. */
export const mobileVerifications = pgTable("mobile_verifications", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mobile: text("mobile").notNull(),
  pinHash: text("pin_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  failures: integer("failures").notNull().default(0),
});
