import type { TrafficCategory } from "@sendline/core/contract";
import { BILLING_TIMEZONE } from "@sendline/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { campaigns } from "../../db/schema";

type Campaign = typeof campaigns.$inferSelect;

/** The traffic report category a campaign's messages count under. */
export function trafficCategory(campaign: Campaign): TrafficCategory {
  if (campaign.apiKeyId !== null) return "api";
  if (campaign.isTestCampaign) return "test";
  if (campaign.isFileBlastChild) return "file_blast";
  return "campaign";
}

/**
 * Adds the outcomes the engine has just given a batch of `campaign`'s recipients to the daily and
 * monthly traffic aggregates, in one statement inside the engine's transaction for the batch: the
 * batch is the campaign's rows done at `now` that this transaction wrote (their `xmin`), so a batch
 * claimed again after a crash is counted once, and a report always agrees with the campaigns' stats.
 */
export async function recordTraffic(tx: Db, campaign: Campaign, now: Date): Promise<void> {
  const add = sql`
      sent = t.sent + excluded.sent,
      delivered = t.delivered + excluded.delivered,
      failed = t.failed + excluded.failed,
      cost = t.cost + excluded.cost`;
  await tx.execute(sql`
    with batch as (
      select ${campaign.accountId}::int as account_id, (r.done_at at time zone ${BILLING_TIMEZONE})::date as day,
        ${campaign.channel}::text as channel, ${campaign.apiKeyId === null ? "campaign" : "api"}::text as source,
        ${trafficCategory(campaign)}::text as category,
        case when r.email is not null then '' else coalesce(o.code, 'other') end as operator,
        ${campaign.createdBy ?? 0}::int as user_id,
        count(*) as sent,
        count(*) filter (where r.status = 'delivered') as delivered,
        count(*) filter (where r.status in ('hard_bounced', 'soft_bounced', 'rejected')) as failed,
        coalesce(sum(r.cost), 0) as cost
      from campaign_recipients r
      left join operators o on o.id = r.operator_id
      where r.campaign_id = ${campaign.id}
        and r.done_at = ${now.toISOString()}::timestamptz
        and r.status <> 'queued'
        and r.xmin = pg_current_xact_id()::xid
      group by 2, 6
    ), daily as (
      insert into report_traffic_daily as t
        (account_id, day, channel, source, category, operator, user_id, sent, delivered, failed, cost)
      select * from batch
      on conflict (account_id, day, channel, source, category, operator, user_id) do update set ${add}
    )
    insert into report_traffic_monthly as t
      (account_id, month, channel, source, category, operator, user_id, sent, delivered, failed, cost)
    select account_id, date_trunc('month', day)::date, channel, source, category, operator, user_id,
      sum(sent), sum(delivered), sum(failed), sum(cost)
    from batch
    group by 1, 2, 3, 4, 5, 6, 7
    on conflict (account_id, month, channel, source, category, operator, user_id) do update set ${add}`);
}
