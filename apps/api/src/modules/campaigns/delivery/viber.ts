import { sql, type SQL } from "drizzle-orm";
import { OPERATOR_OUTCOMES } from "./sms";
import { emptyTotals, type Deliverer } from "./types";

/** The share of recipients a Viber message reaches (on Viber, online before it expires). Seeded demo figure. */
export const VIBER_REACH = 0.82;

/**
 * The cumulative SMS outcome shares of an operator code (delivered, pending, hard, soft; the rest
 * rejected) as a float8[4] expression, for a roll in [0, 1) to be compared against.
 */
export function operatorEdges(operator: SQL): SQL {
  const thresholds = Object.entries(OPERATOR_OUTCOMES).map(
    ([code, shares]) =>
      sql`when ${code} then array[${shares.delivered}, ${shares.delivered + shares.pending}, ${shares.delivered + shares.pending + shares.hard}, ${shares.delivered + shares.pending + shares.hard + shares.soft}]::float8[]`,
  );
  return sql`case ${operator} ${sql.join(thresholds, sql` `)} else array[0.85, 0.9, 0.94, 0.97]::float8[] end`;
}

/**
 * Viber delivery: each claimed recipient is reached by Viber or not, by a stable hash of the
 * recipient and campaign (a batch claimed again after a crash ends the same). A Viber message
 * delivered is charged one unit at the route's price. One not delivered gets the campaign's SMS
 * fallback when it has one: an SMS outcome by operator as `deliverSms` draws it (from a second,
 * independent hash), marked `via_fallback` and charged its segments unless rejected; without a
 * fallback it ends undelivered (soft bounced) and is not charged. A File Blast row is its own
 * fallback: its message, charged its own segments.
 */
export const deliverViber: Deliverer = async (tx, campaign, size, price, now) => {
  const campaignId = campaign.id;
  const fallback = campaign.fallbackMessage.trim() !== "";
  const parts = campaign.fallbackParts;
  const result = await tx.execute(sql`
    with batch as (
      select r.id, coalesce(o.code, 'other') as operator,
        r.message is not null or ${fallback}::boolean as has_fallback,
        coalesce(r.segments, ${parts}::int)::int as parts
      from campaign_recipients r
      left join operators o on o.id = r.operator_id
      where r.campaign_id = ${campaignId} and r.status = 'queued'
      order by r.id
      limit ${size}
      for update of r skip locked
    ), drawn as (
      select id, has_fallback, parts,
        (hashtext(id::text || ':' || ${campaignId}::text) & 2147483647)::float8 / 2147483647 as viber_roll,
        (hashtext(id::text || ':' || ${campaignId}::text || ':fallback') & 2147483647)::float8 / 2147483647 as sms_roll,
        ${operatorEdges(sql`operator`)} as edge
      from batch
    ), outcome as (
      select id, has_fallback, parts,
        viber_roll < ${VIBER_REACH}::float8 as by_viber,
        case
          when viber_roll < ${VIBER_REACH}::float8 then 'delivered'
          when not has_fallback then 'soft_bounced'
          when sms_roll < edge[1] then 'delivered'
          when sms_roll < edge[2] then 'pending'
          when sms_roll < edge[3] then 'hard_bounced'
          when sms_roll < edge[4] then 'soft_bounced'
          else 'rejected'
        end as status
      from drawn
    ), done as (
      update campaign_recipients r
      set status = outcome.status,
          via_fallback = not outcome.by_viber and outcome.has_fallback,
          dlr_code = case outcome.status when 'delivered' then 1 when 'pending' then 8 when 'rejected' then 16 else 2 end,
          cost = case
            when outcome.by_viber then round(${price}::numeric, 4)
            when not outcome.has_fallback or outcome.status = 'rejected' then 0::numeric
            else round(outcome.parts * ${price}::numeric, 4)
          end,
          done_at = ${now.toISOString()}::timestamptz
      from outcome
      where r.id = outcome.id
      returning r.status, r.via_fallback, r.cost, outcome.parts
    )
    select status, via_fallback, count(*)::int as count, coalesce(sum(cost), 0)::float8 as cost,
      coalesce(sum(parts), 0)::int as parts
    from done group by status, via_fallback
  `);
  const totals = emptyTotals();
  // PGlite and node-postgres both answer raw queries with `rows`.
  const { rows } = result as unknown as {
    rows: { status: string; via_fallback: boolean; count: number; cost: number; parts: number }[];
  };
  for (const row of rows) {
    const count = Number(row.count);
    totals.cost += Number(row.cost);
    // SMS sent: the fallback's segments, unless the SMS was rejected.
    if (row.via_fallback && row.status !== "rejected") totals.messages += Number(row.parts);
    if (row.status === "delivered") {
      totals.delivered += count;
      if (row.via_fallback) totals.fallbackDelivered += count;
      else totals.viberDelivered += count;
    } else if (row.status === "hard_bounced") totals.hard += count;
    else if (row.status === "soft_bounced") totals.soft += count;
    else if (row.status === "pending") totals.pending += count;
    else totals.rejected += count;
  }
  totals.cost = Math.round(totals.cost * 10_000) / 10_000;
  return totals;
};
