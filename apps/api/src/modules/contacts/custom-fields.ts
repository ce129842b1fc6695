import { PROFILE_FIELDS } from "@sendline/core";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { contacts } from "../../db/schema";

/**
 * The custom fields of an account's contacts (of one group when given): every key their `fields`
 * hold apart from the profile fields, once, in alphabetical order.
 */
export async function customFieldNames(db: Db, accountId: number, groupId?: number): Promise<string[]> {
  const where: SQL | undefined = and(
    eq(contacts.accountId, accountId),
    groupId === undefined ? undefined : eq(contacts.groupId, groupId),
  );
  const rows = await db
    .selectDistinct({ name: sql<string>`jsonb_object_keys(${contacts.fields})`.as("name") })
    .from(contacts)
    .where(where)
    .orderBy(sql`name`);
  const profile = new Set<string>(PROFILE_FIELDS);
  return rows.map((row) => row.name).filter((name) => !profile.has(name));
}
