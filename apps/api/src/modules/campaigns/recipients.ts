import { and, eq, inArray, sql } from "drizzle-orm";
import { parseComposeNumbers, type NumberingPlan } from "@sendline/core";
import type { Db } from "../../db/database";
import type { accounts } from "../../db/schema";
import { contactGroups, contacts } from "../../db/schema";
import { validationError, type FieldErrors } from "../../lib/http";
import { pgArray } from "../../lib/pg-array";

export function numberingPlan(account: typeof accounts.$inferSelect): NumberingPlan {
  return {
    countryCode: account.countryCode,
    minLength: account.countryMinLength,
    maxLength: account.countryMaxLength,
  };
}

/** Who a campaign's SMS go to, as the per-recipient counts read it. */
export function smsAudience(
  account: typeof accounts.$inferSelect,
  composeNumbers: string,
  groupIds: readonly number[],
) {
  return {
    accountId: account.id,
    typed: parseComposeNumbers(composeNumbers, numberingPlan(account)).numbers,
    groupIds,
  };
}

/**
 * A campaign's recipients as saved: the typed numbers (normalised; invalid lines are a Validation
 * Error naming each line) and the account's own contact groups of the channel's kind. The count is
 * of distinct numbers across both.
 */
export async function resolveRecipients(
  db: Db,
  account: typeof accounts.$inferSelect,
  input: { composeNumbers: string; contactGroupIds: number[]; testGroups?: boolean },
): Promise<{ groupIds: number[]; total: number }> {
  const errors: FieldErrors = {};
  const parsed = parseComposeNumbers(input.composeNumbers, numberingPlan(account));
  if (parsed.invalid.length > 0) {
    errors.compose_numbers = parsed.invalid.map(
      ({ line, value }) => `Line ${line}: ${value} is not a valid mobile number.`,
    );
  }
  const groupIds = [...new Set(input.contactGroupIds)];
  if (groupIds.length > 0) {
    const owned = await db
      .select({ id: contactGroups.id })
      .from(contactGroups)
      .where(
        and(
          eq(contactGroups.accountId, account.id),
          eq(contactGroups.contactType, "sms"),
          inArray(contactGroups.id, groupIds),
          ...(input.testGroups === undefined ? [] : [eq(contactGroups.isTest, input.testGroups)]),
        ),
      );
    const unknown = groupIds.filter((id) => !owned.some((group) => group.id === id));
    if (unknown.length > 0) errors.contact_group_ids = [`Unknown contact group: ${unknown.join(", ")}.`];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const { rows } = (await db.execute(
    sql`select count(*)::int as total from (${recipientMobiles(account.id, parsed.numbers, groupIds)}) as n`,
  )) as unknown as { rows: { total: number }[] };
  return { groupIds, total: Number(rows[0]?.total ?? 0) };
}

/**
 * A campaign's mobile numbers as one SQL query (column `mobile`), each once: the typed numbers
 * (already normalised by core's rules) and the subscribed mobiles of the account's `groupIds`.
 * Counting them and writing the recipients both read it, so neither brings the numbers into Node.
 */
export function recipientMobiles(accountId: number, typed: readonly string[], groupIds: readonly number[]) {
  return sql`
    select unnest(${pgArray(typed)}::text[]) as mobile
    union
    select c.mobile from contacts c
    where c.group_id = any(${pgArray(groupIds)}::int[])
      and c.account_id = ${accountId}
      and c.mobile is not null
      and c.date_unsubscribed is null`;
}

/**
 * Subscribed contacts with a mobile number (an email address, for email groups) in each of the
 * account's groups of that kind (`valid_contacts`).
 */
export async function groupSizes(db: Db, accountId: number, type: "sms" | "email" = "sms") {
  const address = type === "sms" ? contacts.mobile : sql`lower(${contacts.email})`;
  return db
    .select({
      id: contactGroups.id,
      name: contactGroups.name,
      isTest: contactGroups.isTest,
      valid:
        sql<number>`count(distinct ${address}) filter (where ${contacts.dateUnsubscribed} is null)`.mapWith(
          Number,
        ),
    })
    .from(contactGroups)
    .leftJoin(contacts, eq(contacts.groupId, contactGroups.id))
    .where(and(eq(contactGroups.accountId, accountId), eq(contactGroups.contactType, type)))
    .groupBy(contactGroups.id)
    .orderBy(contactGroups.name);
}
