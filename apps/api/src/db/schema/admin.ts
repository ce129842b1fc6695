import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";

/**
 * Every change staff make in the admin screens, and each time they enter or leave a customer's
 * account: who, when, what (action on an entity and its id), the entity before and after, and the
 * account it touched. Written in the same transaction as the change; a trigger refuses any update
 * or delete of a written row.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id),
    /** What was done, e.g. `account.update`, `route.update`, `account.enter`. */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id"),
    accountId: integer("account_id").references(() => accounts.id),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt, table.id),
    index("audit_log_account_idx").on(table.accountId, table.action, table.createdAt),
  ],
);
