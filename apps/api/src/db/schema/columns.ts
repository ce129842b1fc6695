import { numeric, timestamp } from "drizzle-orm/pg-core";

/** Shared column shapes. */
export const createdAt = () => timestamp("date_created", { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) =>
  numeric(name, { precision: 14, scale: 4, mode: "number" }).notNull().default(0);
