import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { ThemePreference } from "@sendline/core/contract";
import { users } from "./accounts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A user's console preferences, one row per user; a user without a row has the defaults. */
export const userPreferences = pgTable("user_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  theme: text("theme").$type<ThemePreference>().notNull().default("system"),
  dateLastUpdated: at("date_last_updated").notNull(),
});

/** A guided tour's done flag (SPEC §3 "Tour state"), one row per user and tour. */
export const tourStates = pgTable(
  "tour_states",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tourName: text("tour_name").notNull(),
    done: boolean("done").notNull(),
    dateLastUpdated: at("date_last_updated").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tourName] })],
);
