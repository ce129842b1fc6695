import { sql } from "drizzle-orm";
import { emptyTotals, type Deliverer } from "./types";

/**
 * How deliveries end per operator, as shares of sent messages: delivered, then no delivery info
 * (pending), hard and soft bounces; the rest is rejected. Seeded demo figures.
 */
export const OPERATOR_OUTCOMES: Record<
  string,
  { delivered: number; pending: number; hard: number; soft: number }
> = {
  globe: { delivered: 0.93, pending: 0.03, hard: 0.015, soft: 0.015 },
  smart: { delivered: 0.92, pending: 0.03, hard: 0.02, soft: 0.015 },
  dito: { delivered: 0.88, pending: 0.05, hard: 0.03, soft: 0.02 },
  other: { delivered: 0.85, pending: 0.05, hard: 0.04, soft: 0.03 },
};

/**
 * SMS delivery: each claimed recipient's outcome drawn from its operator's shares (a stable hash
 * of the recipient and campaign, so a batch claimed again after a crash ends the same), charged
 * its segments at the route's price unless rejected.
 */
export const deliverSms: Deliverer = async (tx, campaign, size, price, now) => {
  const campaignId = campaign.id;
  const thresholds = Object.entries(OPERATOR_OUTCOMES).map(
    ([code, shares]) =>
      sql`when ${code} then array[${shares.delivered}, ${shares.delivered + shares.pending}, ${shares.delivered + shares.pending + shares.hard}, ${shares.delivered + shares.pending + shares.hard + shares.soft}]::float8[]`,
  );
  const result = await tx.execute(sql`
    with batch as (
      select r.id, coalesce(o.code, 'other') as operator,
        coalesce(r.segments, ${campaign.smsParts})::int as segments
      from campaign_recipients r
      left join operators o on o.id = r.operator_id
      where r.campaign_id = ${campaignId} and r.status = 'queued'
      order by r.id
      limit ${size}
      for update of r skip locked
    ), drawn as (
      select id, segments,
        (hashtext(id::text || ':' || ${campaignId}::text) & 2147483647)::float8 / 2147483647 as roll,
        case coalesce(operator, 'other') ${sql.join(thresholds, sql` `)} else array[0.85, 0.9, 0.94, 0.97]::float8[] end as edge
      from batch
    ), outcome as (
      select id, segments,
        case
          when roll < edge[1] then 'delivered'
          when roll < edge[2] then 'pending'
          when roll < edge[3] then 'hard_bounced'
          when roll < edge[4] then 'soft_bounced'
          else 'rejected'
        end as status
      from drawn
    ), done as (
      update campaign_recipients r
      set status = outcome.status,
          dlr_code = case outcome.status when 'delivered' then 1 when 'pending' then 8 when 'rejected' then 16 else 2 end,
          cost = case outcome.status when 'rejected' then 0::numeric
            else round(outcome.segments * ${price}::numeric, 4) end,
          done_at = ${now.toISOString()}::timestamptz
      from outcome
      where r.id = outcome.id
      returning r.status, r.cost, outcome.segments
    )
    select status, count(*)::int as count, coalesce(sum(cost), 0)::float8 as cost,
      coalesce(sum(segments), 0)::int as messages
    from done group by status
  `);
  const totals = emptyTotals();
  // PGlite and node-postgres both answer raw queries with `rows`.
  const { rows } = result as unknown as {
    rows: { status: string; count: number; cost: number; messages: number }[];
  };
  for (const row of rows) {
    const count = Number(row.count);
    totals.cost += Number(row.cost);
    totals.messages += Number(row.messages);
    if (row.status === "delivered") totals.delivered += count;
    else if (row.status === "hard_bounced") totals.hard += count;
    else if (row.status === "soft_bounced") totals.soft += count;
    else if (row.status === "pending") totals.pending += count;
    else totals.rejected += count;
  }
  totals.cost = Math.round(totals.cost * 10_000) / 10_000;
  return totals;
};
