import { sql } from "drizzle-orm";

// Qualified by hand: inside the subqueries drizzle's bare "id" would name the contact's.

/** A group's contacts, as a column of a select from `contact_groups`. */
export const groupContactCount = sql<number>`(select count(*)::int from contacts c where c.group_id = "contact_groups"."id")`;

/** How many of a group's contacts unsubscribed, as a column of a select from `contact_groups`. */
export const groupUnsubscribedCount = sql<number>`(select count(*)::int from contacts c where c.group_id = "contact_groups"."id" and c.date_unsubscribed is not null)`;
