import { sql, type SQL } from "drizzle-orm";
import {
  messageFields,
  recipientSegments,
  segmentSpread,
  segmentsCost,
  type MergeValues,
  type PROFILE_FIELDS,
  type SegmentSpread,
} from "@sendline/core";
import type { Db } from "../../db/database";
import { pgArray } from "../../lib/pg-array";
import { recipientMobiles } from "./recipients";

/** Who a campaign's SMS go to: the typed numbers (normalised) and the account's contact groups. */
export interface SmsAudience {
  accountId: number;
  typed: readonly string[];
  groupIds: readonly number[];
}

/**
 * A field's value for one recipient in SQL: the contact's column (`c`, null for a typed number),
 * one of its custom fields, or the recipient's `mobile`.
 */
function fieldValue(field: string, mobile: SQL): SQL {
  switch (field as (typeof PROFILE_FIELDS)[number]) {
    case "mobile":
      return mobile;
    case "first_name":
      return sql`coalesce(c.first_name, '')`;
    case "last_name":
      return sql`coalesce(c.last_name, '')`;
    case "email":
      return sql`coalesce(c.email, '')`;
    default:
      return sql`coalesce(c.fields ->> ${field}, '')`;
  }
}

const valuesArray = (fields: readonly string[], mobile: SQL) =>
  fields.length === 0
    ? sql`'[]'::jsonb`
    : sql`jsonb_build_array(${sql.join(
        fields.map((field) => fieldValue(field, mobile)),
        sql`, `,
      )})`;

/**
 * Each recipient once (column `mobile`), with the values of the message's `fields` as a JSON array
 * (column `v`): the fields of the first subscribed contact with that number in the campaign's
 * groups, or nothing but the number for a typed one. The same recipients as `recipientMobiles`,
 * read from the contacts in one pass (no join of contacts to themselves).
 */
function recipientValues(audience: SmsAudience, fields: readonly string[]): SQL {
  return sql`
    select distinct on (r.mobile) r.mobile, r.v
    from (
      select c.mobile, ${valuesArray(fields, sql`c.mobile`)} as v, c.id as contact_id
      from contacts c
      where c.group_id = any(${pgArray(audience.groupIds)}::int[])
        and c.account_id = ${audience.accountId}
        and c.mobile is not null
        and c.date_unsubscribed is null
      union all
      select t.mobile, ${valuesArray(fields, sql`t.mobile`)} as v, null::int as contact_id
      from unnest(${pgArray(audience.typed)}::text[]) as t(mobile)
      left join contacts c on false
    ) as r
    order by r.mobile, r.contact_id nulls last`;
}

const valuesOf = (fields: readonly string[], row: readonly string[]): MergeValues =>
  Object.fromEntries(fields.map((field, index) => [field, row[index] ?? ""]));

type Rows<Row> = { rows: Row[] };

/**
 * How many segments each recipient's SMS takes, its merge tags filled with that recipient's values,
 * counted by core's rules. The database groups the recipients by the values the message uses, so
 * Node counts each distinct text once: 100,000 recipients who share a few thousand first names are
 * a few thousand counts. A message without tags is counted once. Answers the spread, and a map of
 * values (as JSON) to segments for `writeRecipientSegments`.
 */
export async function smsSegmentSpread(
  db: Db,
  audience: SmsAudience,
  message: string,
): Promise<SegmentSpread & { byValues: Map<string, number> }> {
  const fields = messageFields(message);
  const byValues = new Map<string, number>();
  const bySegments = new Map<number, number>();
  if (fields.length === 0) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as total from (${recipientMobiles(audience.accountId, audience.typed, audience.groupIds)}) as n`,
    )) as unknown as Rows<{ total: number }>;
    const total = Number(rows[0]?.total ?? 0);
    if (total > 0) bySegments.set(recipientSegments(message, {}), total);
    return { ...segmentSpread(bySegments), byValues };
  }
  const { rows } = (await db.execute(sql`
    select r.v::text as v, count(*)::int as recipients
    from (${recipientValues(audience, fields)}) as r
    group by r.v`)) as unknown as Rows<{ v: string; recipients: number }>;
  for (const row of rows) {
    const segments = recipientSegments(message, valuesOf(fields, JSON.parse(row.v) as string[]));
    byValues.set(row.v, segments);
    bySegments.set(segments, (bySegments.get(segments) ?? 0) + Number(row.recipients));
  }
  return { ...segmentSpread(bySegments), byValues };
}

/**
 * The cost of a spread at a route's price: each recipient's segments priced as the engine charges
 * them (core's `segmentsCost`), summed, rounded to the ledger's four decimals.
 */
export function spreadCost(spread: SegmentSpread, costPerSegment: number): number {
  const total = spread.counts.reduce(
    (sum, item) => sum + item.recipients * segmentsCost(item.segments, costPerSegment),
    0,
  );
  return Math.round(total * 10_000) / 10_000;
}

/**
 * Writes each queued recipient's own segments when the message has merge tags, from the same
 * count the estimate made, so the engine charges every recipient what its own text takes. One
 * `UPDATE … FROM` joining the recipients to their values; the numbers never pass through Node.
 */
export async function writeRecipientSegments(
  tx: Db,
  campaignId: number,
  audience: SmsAudience,
  message: string,
): Promise<void> {
  const fields = messageFields(message);
  if (fields.length === 0) return;
  const { byValues } = await smsSegmentSpread(tx, audience, message);
  if (byValues.size === 0) return;
  await tx.execute(sql`
    with counted as (
      select unnest(${pgArray([...byValues.keys()])}::jsonb[]) as v,
        unnest(${pgArray([...byValues.values()])}::int[]) as segments
    )
    update campaign_recipients r set segments = counted.segments
    from (${recipientValues(audience, fields)}) as rv
    join counted on counted.v = rv.v
    where r.campaign_id = ${campaignId} and r.mobile = rv.mobile and r.blast_row_id is null`);
}

/**
 * One recipient as the review shows the message to: the first of the audience (by number), with
 * the values of every field the message uses. Null without recipients.
 */
export async function sampleRecipient(
  db: Db,
  audience: SmsAudience,
  message: string,
): Promise<{ mobile: string; values: MergeValues } | null> {
  const fields = messageFields(message);
  const { rows } = (await db.execute(
    sql`select r.mobile, r.v::text as v from (${recipientValues(audience, fields)}) as r order by r.mobile limit 1`,
  )) as unknown as Rows<{ mobile: string; v: string }>;
  const row = rows[0];
  if (!row) return null;
  return { mobile: row.mobile, values: valuesOf(fields, JSON.parse(row.v) as string[]) };
}
