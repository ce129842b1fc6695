import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import type { campaigns } from "../../../db/schema";
import type { ViberCallback, ViberContent, ViberSubmitResult } from "../../../transports/viber/transport";
import type { Claimed } from "./sms-carrier";
import { emptyTotals, type BatchTotals } from "./types";
import { operatorEdges } from "./viber";

type Campaign = typeof campaigns.$inferSelect;
type Rows<T> = { rows: T[] };

/** A recipient claimed for a Viber submit. */
export interface ViberClaimed {
  id: number;
  to: string;
  /** A File Blast row's own message, or null for the campaign's. */
  text: string | null;
  hasFallback: boolean;
}

/** An address the provider can fetch: a stored file link is made absolute on this server. */
function absolute(url: string, publicUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}/${url.replace(/^\/+/, "")}`;
}

/**
 * A campaign's Viber content as the provider takes it: a carousel of its cards (each with its
 * primary and optional secondary button), or its message with its image and button (an image
 * alone is an image message). `text` is a File Blast row's own message.
 */
export function viberContent(campaign: Campaign, text: string | null, publicUrl: string): ViberContent {
  const message = text ?? campaign.message;
  if (campaign.carousel.length > 0 && text === null) {
    return {
      type: "carousel",
      ...(message.trim() !== "" && { text: message }),
      items: campaign.carousel.map((card) => ({
        title: card.title,
        image_url: card.image ? absolute(card.image, publicUrl) : null,
        buttons: [
          { text: card.primaryButtonText, url: card.primaryButtonUrl },
          ...(card.secondaryButtonText && card.secondaryButtonUrl
            ? [{ text: card.secondaryButtonText, url: card.secondaryButtonUrl }]
            : []),
        ],
      })),
    };
  }
  const image = campaign.image ? absolute(campaign.image, publicUrl) : null;
  const button =
    campaign.buttonText && campaign.buttonUrl ? { text: campaign.buttonText, url: campaign.buttonUrl } : null;
  if (message.trim() === "" && image) return { type: "image", image_url: image, button };
  return { type: "text", text: message, image_url: image, button };
}

/**
 * Claims up to `size` queued recipients of a Viber campaign that have not fallen back to SMS
 * (`FOR UPDATE SKIP LOCKED`) and marks them `submitting`, in a transaction of its own that commits
 * before anything is sent: a recipient found `submitting` is never sent to Viber again.
 */
export async function claimViber(
  db: Db,
  campaign: Campaign,
  size: number,
  now: Date,
): Promise<ViberClaimed[]> {
  const { rows } = (await db.execute(sql`
    with batch as (
      select r.id from campaign_recipients r
      where r.campaign_id = ${campaign.id} and r.status = 'queued' and not r.via_fallback
      order by r.id
      limit ${size}
      for update skip locked
    )
    update campaign_recipients r
    set status = 'submitting', submitted_at = ${now.toISOString()}::timestamptz
    from batch
    where r.id = batch.id
    returning r.id, r.mobile as to, r.message as text,
      r.message is not null or ${campaign.fallbackMessage.trim() !== ""}::boolean as has_fallback
  `)) as unknown as Rows<{ id: number; to: string; text: string | null; has_fallback: boolean }>;
  return rows
    .map((row) => ({
      id: Number(row.id),
      to: row.to,
      text: row.text,
      hasFallback: Boolean(row.has_fallback),
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Stores what the provider answered for a batch, in the engine's transaction: an accepted message
 * keeps the provider's id, waits `sent` for its callbacks and is charged one Viber message at
 * `price`; one refused for good falls back to SMS when it has a fallback (queued again as
 * `via_fallback`), else ends rejected; one whose answer was lost is `unanswered` until the TTL
 * ends it; one the provider could not take is queued again. What was sent counts as pending until
 * a callback moves it.
 */
export async function recordViberSubmits(
  tx: Db,
  results: { recipient: ViberClaimed; result: ViberSubmitResult }[],
  price: number,
  now: Date,
): Promise<{ totals: BatchTotals; sent: number }> {
  const totals = emptyTotals();
  let sent = 0;
  const rows = results.map(({ recipient, result }) => {
    const accepted = result.status === "accepted";
    const status =
      result.status === "accepted"
        ? "sent"
        : result.status === "lost"
          ? "unanswered"
          : result.status === "unsent"
            ? "queued"
            : recipient.hasFallback
              ? "queued"
              : "rejected";
    const fallback = result.status === "rejected" && recipient.hasFallback;
    const cost = accepted ? Math.round(price * 10_000) / 10_000 : 0;
    totals.cost += cost;
    if (result.status !== "unsent") sent += 1;
    if (status === "rejected") totals.rejected += 1;
    else if (result.status !== "unsent") totals.pending += 1;
    return {
      id: recipient.id,
      status,
      fallback,
      cost,
      message_id: accepted ? result.messageId : null,
    };
  });
  totals.cost = Math.round(totals.cost * 10_000) / 10_000;
  if (rows.length === 0) return { totals, sent };
  await tx.execute(sql`
    update campaign_recipients r
    set status = u.status,
        via_fallback = u.fallback,
        cost = u.cost,
        viber_message_id = u.message_id,
        submitted_at = case when u.status = 'queued' and not u.fallback then null else r.submitted_at end,
        dlr_code = case when u.status = 'rejected' then 16 end,
        done_at = case when u.status = 'rejected' then ${now.toISOString()}::timestamptz end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as u(id int, status text, fallback boolean, cost numeric, message_id text)
    where r.id = u.id`);
  return { totals, sent };
}

/**
 * Files a callback as it arrives, before anything else: the same status of the same message again
 * counts as a duplicate and changes nothing else. Answers whether it was a duplicate.
 */
export async function storeViberCallback(db: Db, callback: ViberCallback, now: Date): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    insert into viber_callbacks (message_id, status, received_at)
    values (${callback.message_id}, ${callback.status}, ${now.toISOString()}::timestamptz)
    on conflict (message_id, status) do update set duplicates = viber_callbacks.duplicates + 1
    returning duplicates`)) as unknown as Rows<{ duplicates: number }>;
  return Number(rows[0]?.duplicates ?? 0) > 0;
}

/** A campaign's stats moved by callbacks or the TTL. */
export interface ViberChange {
  campaignId: number;
  totals: BatchTotals;
  /** Recipients a killed process left `submitting`, counted sent only now. */
  leftovers: number;
}

/**
 * What a recipient waiting on Viber becomes, from its outcome (`delivered`, `undelivered` or
 * `expired`): delivered by Viber; or queued for its SMS fallback; or, without one, hard bounced
 * (undelivered) or soft bounced (expired).
 */
const SETTLE = (now: Date) => sql`
  status = case when t.outcome = 'delivered' then 'delivered' when t.has_fallback then 'queued'
    when t.outcome = 'undelivered' then 'hard_bounced' else 'soft_bounced' end,
  via_fallback = t.outcome <> 'delivered' and t.has_fallback,
  dlr_code = case when t.outcome = 'delivered' then 1 when t.has_fallback then null else 2 end,
  done_at = case when t.outcome = 'delivered' or not t.has_fallback then ${now.toISOString()}::timestamptz end`;

/**
 * Matches the callbacks filed so far to their recipients, in one transaction: a recipient waiting
 * on Viber takes its best outcome (delivered or seen, else undelivered, else expired); a recipient
 * already settled only marks the callback matched (a `seen` after `delivered`). Callbacks whose id
 * no recipient has yet (the submit's answer is not stored yet) wait for a later pass.
 */
export async function matchViberCallbacks(tx: Db, now: Date, limit = 5000): Promise<ViberChange[]> {
  const { rows } = (await tx.execute(sql`
    with picked as (
      select c.message_id, c.status from viber_callbacks c
      where c.matched_at is null
        and exists (select 1 from campaign_recipients r where r.viber_message_id = c.message_id)
      order by c.received_at
      limit ${limit}
      for update skip locked
    ), marked as (
      update viber_callbacks v set matched_at = ${now.toISOString()}::timestamptz
      from picked where v.message_id = picked.message_id and v.status = picked.status
      returning v.message_id, v.status
    ), best as (
      select message_id, case
        when bool_or(status in ('delivered', 'seen')) then 'delivered'
        when bool_or(status = 'undelivered') then 'undelivered'
        else 'expired' end as outcome
      from marked group by message_id
    ), target as (
      select r.id, best.outcome, (r.message is not null or c.fallback_message <> '') as has_fallback
      from campaign_recipients r
      join best on best.message_id = r.viber_message_id
      join campaigns c on c.id = r.campaign_id
      where r.status in ('sent', 'unanswered') and not r.via_fallback
      for update of r skip locked
    ), done as (
      update campaign_recipients r set ${SETTLE(now)}
      from target t where r.id = t.id
      returning r.campaign_id, r.status
    )
    select campaign_id, status, count(*)::int as count, 0 as leftovers
    from done group by campaign_id, status
  `)) as unknown as Rows<ChangeRow>;
  return changes(rows);
}

/**
 * Recipients sent by Viber whose TTL has passed (and a minute's grace for the provider's own
 * `expired`) without a delivery end as expired: their SMS fallback is queued, or they soft bounce.
 * `submitting` ones, left by a killed process between claiming and storing its batch, were never
 * counted: they come as `leftovers`, to be counted sent and pending first.
 */
export async function expireViber(tx: Db, now: Date, ttlSeconds: number): Promise<ViberChange[]> {
  const before = new Date(now.getTime() - (ttlSeconds + 60) * 1000);
  const { rows } = (await tx.execute(sql`
    with target as (
      select r.id, r.status as was, 'expired' as outcome,
        (r.message is not null or c.fallback_message <> '') as has_fallback
      from campaign_recipients r join campaigns c on c.id = r.campaign_id
      where c.channel = 'viber' and c.campaign_status_code in ('live', 'paused')
        and r.status in ('sent', 'unanswered', 'submitting') and not r.via_fallback
        and r.submitted_at <= ${before.toISOString()}::timestamptz
      for update of r skip locked
    ), done as (
      update campaign_recipients r set ${SETTLE(now)}
      from target t where r.id = t.id
      returning r.campaign_id, r.status, t.was
    )
    select campaign_id, status, count(*)::int as count,
      count(*) filter (where was = 'submitting')::int as leftovers
    from done group by campaign_id, status
  `)) as unknown as Rows<ChangeRow>;
  return changes(rows);
}

type ChangeRow = { campaign_id: number; status: string; count: number; leftovers: number };

function changes(rows: ChangeRow[]): ViberChange[] {
  const byCampaign = new Map<number, BatchTotals>();
  const leftovers = new Map<number, number>();
  for (const row of rows) {
    const id = Number(row.campaign_id);
    const totals = byCampaign.get(id) ?? emptyTotals();
    byCampaign.set(id, totals);
    const count = Number(row.count);
    // Never counted yet: sent, and pending until what follows moves them.
    const left = Number(row.leftovers);
    if (left > 0) {
      leftovers.set(id, (leftovers.get(id) ?? 0) + left);
      totals.pending += left;
    }
    if (row.status === "delivered") {
      totals.delivered += count;
      totals.viberDelivered += count;
    } else if (row.status === "hard_bounced") totals.hard += count;
    else if (row.status === "soft_bounced") totals.soft += count;
    // Queued for the SMS fallback: still pending.
    else continue;
    totals.pending -= count;
  }
  return [...byCampaign].map(([campaignId, totals]) => ({
    campaignId,
    totals,
    leftovers: leftovers.get(campaignId) ?? 0,
  }));
}

/** A recipient claimed for its SMS fallback, with what its Viber submit cost. */
export interface FallbackClaimed extends Claimed {
  cost: number;
}

/**
 * Claims up to `size` recipients of a Viber campaign due their SMS fallback and marks them
 * `submitting`, committed before the carrier gets them (at most once, as for SMS). Each is the SMS
 * the fallback is: its row's own message (File Blast) or the campaign's fallback message.
 */
export async function claimFallbackSms(
  db: Db,
  campaign: Campaign,
  size: number,
  now: Date,
): Promise<FallbackClaimed[]> {
  const { rows } = (await db.execute(sql`
    with batch as (
      select r.id from campaign_recipients r
      where r.campaign_id = ${campaign.id} and r.status = 'queued' and r.via_fallback
      order by r.id
      limit ${size}
      for update skip locked
    )
    update campaign_recipients r
    set status = 'submitting', submitted_at = ${now.toISOString()}::timestamptz
    from batch
    where r.id = batch.id
    returning r.id, r.mobile as to, coalesce(r.sender_id, ${campaign.senderId}) as from,
      coalesce(r.message, ${campaign.fallbackMessage}) as text, coalesce(r.cost, 0)::float8 as cost
  `)) as unknown as Rows<FallbackClaimed>;
  return rows
    .map((row) => ({ ...row, id: Number(row.id), cost: Number(row.cost) }))
    .sort((a, b) => a.id - b.id);
}

/**
 * The totals of a fallback batch the carrier took, from `recordSubmits`' own (which counts each
 * recipient newly sent and pending, and writes its SMS cost): these were counted sent and pending
 * when Viber had them, so nothing more is sent and only a refused SMS leaves pending; and what the
 * Viber submit cost goes back on each recipient beside its SMS parts.
 */
export async function fallbackSubmitted(
  tx: Db,
  claimed: FallbackClaimed[],
  recorded: BatchTotals,
): Promise<BatchTotals> {
  const viberCosts = claimed.filter((recipient) => recipient.cost > 0);
  if (viberCosts.length > 0) {
    await tx.execute(sql`
      update campaign_recipients r set cost = r.cost + v.cost
      from jsonb_to_recordset(${JSON.stringify(viberCosts.map(({ id, cost }) => ({ id, cost })))}::jsonb)
        as v(id int, cost numeric)
      where r.id = v.id`);
  }
  return { ...recorded, pending: -recorded.rejected };
}

/**
 * The SMS fallback of up to `size` recipients drawn from the operator shares in the database, as
 * SMS are without a carrier connection: each outcome by a stable hash of the recipient, charged its
 * segments at `price` unless rejected, on top of what the Viber submit cost.
 */
export async function drawFallbackSms(
  tx: Db,
  campaign: Campaign,
  size: number,
  price: number,
  now: Date,
): Promise<BatchTotals> {
  const { rows } = (await tx.execute(sql`
    with batch as (
      select r.id, coalesce(o.code, 'other') as operator,
        coalesce(r.segments, ${campaign.fallbackParts}::int)::int as parts
      from campaign_recipients r
      left join operators o on o.id = r.operator_id
      where r.campaign_id = ${campaign.id} and r.status = 'queued' and r.via_fallback
      order by r.id
      limit ${size}
      for update of r skip locked
    ), drawn as (
      select id, parts,
        (hashtext(id::text || ':' || ${campaign.id}::text || ':fallback') & 2147483647)::float8 / 2147483647 as roll,
        ${operatorEdges(sql`operator`)} as edge
      from batch
    ), outcome as (
      select id, parts, case
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
          cost = r.cost + case when outcome.status = 'rejected' then 0::numeric
            else round(outcome.parts * ${price}::numeric, 4) end,
          done_at = ${now.toISOString()}::timestamptz
      from outcome
      where r.id = outcome.id
      returning r.status, outcome.parts,
        case when outcome.status = 'rejected' then 0::numeric else round(outcome.parts * ${price}::numeric, 4) end as cost
    )
    select status, count(*)::int as count, coalesce(sum(cost), 0)::float8 as cost,
      coalesce(sum(parts), 0)::int as parts
    from done group by status
  `)) as unknown as Rows<{ status: string; count: number; cost: number; parts: number }>;
  const totals = emptyTotals();
  for (const row of rows) {
    const count = Number(row.count);
    totals.cost += Number(row.cost);
    if (row.status !== "rejected") totals.messages += Number(row.parts);
    if (row.status === "pending") continue;
    // Counted pending since Viber had it: it leaves pending for its outcome.
    totals.pending -= count;
    if (row.status === "delivered") {
      totals.delivered += count;
      totals.fallbackDelivered += count;
    } else if (row.status === "hard_bounced") totals.hard += count;
    else if (row.status === "soft_bounced") totals.soft += count;
    else totals.rejected += count;
  }
  totals.cost = Math.round(totals.cost * 10_000) / 10_000;
  return totals;
}
