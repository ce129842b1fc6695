import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import type { campaigns } from "../../../db/schema";
import type { PartOutcome, SmsReceipt } from "../../../transports/sms/transport";
import { emptyTotals, type BatchTotals } from "./types";

type Campaign = typeof campaigns.$inferSelect;

/** A recipient claimed for submitting: where its SMS goes and what it says. */
export interface Claimed {
  id: number;
  to: string;
  from: string;
  text: string;
}

type Rows<T> = { rows: T[] };

/**
 * Claims up to `size` queued recipients of a campaign (`FOR UPDATE SKIP LOCKED`) and marks them
 * `submitting`, in a transaction of its own that commits before anything is sent: whatever
 * happens next, a recipient found `submitting` is never sent again.
 */
export async function claimForSubmit(
  db: Db,
  campaign: Campaign,
  size: number,
  now: Date,
): Promise<Claimed[]> {
  const result = (await db.execute(sql`
    with batch as (
      select r.id from campaign_recipients r
      where r.campaign_id = ${campaign.id} and r.status = 'queued'
      order by r.id
      limit ${size}
      for update skip locked
    )
    update campaign_recipients r
    set status = 'submitting', submitted_at = ${now.toISOString()}::timestamptz
    from batch
    where r.id = batch.id
    returning r.id, r.mobile as to, coalesce(r.sender_id, ${campaign.senderId}) as from,
      coalesce(r.message, ${campaign.message}) as text
  `)) as unknown as Rows<Claimed>;
  return result.rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
}

/**
 * Stores what the SMSC answered for a batch, in the engine's transaction: each accepted part's
 * message id, charged at `price`; a recipient with a refused part `rejected` with its SMPP code
 * (its accepted parts charged, the refused one not); one whose answer was lost is `unanswered`
 * until a receipt or the receipt timeout; one never sent is queued again. Answers the totals to
 * fold into the campaign: what was sent counts as pending until its receipt moves it.
 */
export async function recordSubmits(
  tx: Db,
  results: { id: number; parts: PartOutcome[] }[],
  price: number,
  now: Date,
): Promise<{ totals: BatchTotals; sent: number }> {
  const totals = emptyTotals();
  let sent = 0;
  const rows = results.map(({ id, parts }) => {
    const accepted = parts.flatMap((part) => (part.status === "accepted" ? [part.messageId] : []));
    const refused = parts.find((part) => part.status === "rejected");
    const unsent = parts.length > 0 && parts.every((part) => part.status === "unsent");
    const status = refused
      ? "rejected"
      : unsent
        ? "queued"
        : parts.some((p) => p.status === "lost")
          ? "unanswered"
          : "sent";
    const cost = Math.round(accepted.length * price * 10_000) / 10_000;
    totals.cost += cost;
    totals.messages += accepted.length;
    if (status === "rejected") totals.rejected += 1;
    else if (status !== "queued") totals.pending += 1;
    if (status !== "queued") sent += 1;
    return { id, status, cost, accepted, error: refused?.status === "rejected" ? refused.code : null };
  });
  totals.cost = Math.round(totals.cost * 10_000) / 10_000;
  if (rows.length === 0) return { totals, sent };
  const parts = rows.flatMap((row) =>
    row.accepted.map((messageId, index) => ({
      recipient_id: row.id,
      part: index + 1,
      message_id: messageId,
    })),
  );
  if (parts.length > 0) {
    await tx.execute(sql`
      insert into sms_parts (recipient_id, part, message_id)
      select recipient_id, part, message_id
      from jsonb_to_recordset(${JSON.stringify(parts)}::jsonb) as p(recipient_id int, part int, message_id text)
      on conflict (message_id) do nothing`);
  }
  const updates = rows.map(({ id, status, cost, error }) => ({ id, status, cost, error }));
  await tx.execute(sql`
    update campaign_recipients r
    set status = u.status,
        cost = u.cost,
        smpp_error = u.error,
        submitted_at = case when u.status = 'queued' then null else r.submitted_at end,
        dlr_code = case when u.status = 'rejected' then 16 end,
        done_at = case when u.status = 'rejected' then ${now.toISOString()}::timestamptz end
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u(id int, status text, cost numeric, error int)
    where r.id = u.id`);
  return { totals, sent };
}

/**
 * Files receipts as they arrive, before anything else, many in one statement: a second one for
 * the same id (in the same call or a later one) counts as a duplicate and changes nothing else.
 */
export async function storeReceipts(db: Db, receipts: SmsReceipt[], now: Date): Promise<void> {
  if (receipts.length === 0) return;
  const byId = new Map<string, { receipt: SmsReceipt; duplicates: number }>();
  for (const receipt of receipts) {
    const seen = byId.get(receipt.messageId);
    if (seen) seen.duplicates += 1;
    else byId.set(receipt.messageId, { receipt, duplicates: 0 });
  }
  const rows = [...byId.values()].map(({ receipt, duplicates }) => ({
    message_id: receipt.messageId,
    state: receipt.state,
    error: receipt.error,
    done_at: receipt.doneAt?.toISOString() ?? null,
    duplicates,
  }));
  await db.execute(sql`
    insert into sms_receipts (message_id, state, error, done_at, received_at, duplicates)
    select message_id, state, error, done_at, ${now.toISOString()}::timestamptz, duplicates
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(message_id text, state text, error text, done_at timestamptz, duplicates int)
    on conflict (message_id) do update
    set duplicates = sms_receipts.duplicates + excluded.duplicates + 1`);
}

/** How a message ended, from its parts' receipt states: delivered when every part is. */
const FINAL = sql`case
  when bool_and(p.state = 'delivered') then 'delivered'
  when bool_or(p.state = 'rejected') then 'rejected'
  when bool_or(p.state in ('undelivered', 'deleted')) then 'hard_bounced'
  when bool_or(p.state = 'expired') then 'soft_bounced'
  else 'pending' end`;

/** A recipient's status change by a receipt, as stats to move out of pending. */
export interface ReceiptChange {
  campaignId: number;
  totals: BatchTotals;
}

/**
 * Matches the receipts filed so far to their parts, in one transaction: each part takes its
 * receipt's state, and a `sent` recipient whose parts all have one ends delivered, hard bounced
 * (undelivered), soft bounced (expired), rejected or pending (unknown), with its DLR code. Receipts
 * whose id no part has yet stay unmatched for a later pass. Answers the stats each campaign moves.
 *
 * Only the recipients of the parts matched now are looked at, so a pass costs what it matches,
 * not what is waiting. Two processes matching the last two parts of one message meet on the
 * recipient's row lock: the second reads the parts again once the first commits, and sees both.
 */
export async function matchReceipts(tx: Db, now: Date, limit = 5000): Promise<ReceiptChange[]> {
  const matched = (await tx.execute(sql`
    with picked as (
      select message_id, state from sms_receipts
      where matched_at is null
        and exists (select 1 from sms_parts p where p.message_id = sms_receipts.message_id)
      order by received_at
      limit ${limit}
      for update skip locked
    ), parts as (
      update sms_parts p set state = picked.state
      from picked where p.message_id = picked.message_id
      returning p.recipient_id
    ), marked as (
      update sms_receipts r set matched_at = ${now.toISOString()}::timestamptz
      from picked where r.message_id = picked.message_id
    )
    select distinct recipient_id from parts`)) as unknown as Rows<{ recipient_id: number }>;
  if (matched.rows.length === 0) return [];
  const ids = `{${matched.rows.map((row) => Number(row.recipient_id)).join(",")}}`;
  // Locked first, in a statement of its own: the next one then reads every part committed before.
  await tx.execute(sql`
    select id from campaign_recipients
    where id = any(${ids}::int[]) and status = 'sent'
    order by id
    for update`);
  const { rows } = (await tx.execute(sql`
    with ready as (
      select r.id from campaign_recipients r
      where r.id = any(${ids}::int[]) and r.status = 'sent'
        and not exists (select 1 from sms_parts p where p.recipient_id = r.id and p.state is null)
    ), outcome as (
      select ready.id, ${FINAL} as status
      from ready join sms_parts p on p.recipient_id = ready.id
      group by ready.id
    ), done as (
      update campaign_recipients r
      set status = outcome.status,
          dlr_code = case outcome.status when 'delivered' then 1 when 'pending' then 8 when 'rejected' then 16 else 2 end,
          done_at = ${now.toISOString()}::timestamptz
      from outcome where r.id = outcome.id
      returning r.campaign_id, r.status, r.via_fallback
    )
    select campaign_id, status, via_fallback, count(*)::int as count from done
    group by campaign_id, status, via_fallback
  `)) as unknown as Rows<{ campaign_id: number; status: string; via_fallback: boolean; count: number }>;
  return changes(rows);
}

/**
 * Recipients past the receipt timeout without a receipt end pending (no delivery info, DLR 8).
 * `sent` and `unanswered` ones were counted sent and pending when their batch was stored, so no
 * stat moves for them; `submitting` ones are what a killed process left between claiming and
 * storing its batch (whether the SMSC got them is unknown, and they are never sent again): they
 * were never counted, so each campaign gets them as `leftovers` to count sent and pending now (a
 * Viber recipient's SMS fallback excepted: it was counted when its Viber message was).
 */
export async function expireUnanswered(
  tx: Db,
  now: Date,
  timeoutMinutes: number,
): Promise<{ campaignId: number; leftovers: number }[]> {
  const before = new Date(now.getTime() - timeoutMinutes * 60_000);
  const { rows } = (await tx.execute(sql`
    with expired as (
      select id, campaign_id, status, via_fallback from campaign_recipients
      where status in ('submitting', 'unanswered', 'sent')
        and submitted_at <= ${before.toISOString()}::timestamptz
      for update skip locked
    ), done as (
      update campaign_recipients r
      set status = 'pending', dlr_code = 8, done_at = ${now.toISOString()}::timestamptz
      from expired e where r.id = e.id
      returning e.campaign_id, e.status, e.via_fallback
    )
    select campaign_id,
      count(*) filter (where status = 'submitting' and not via_fallback)::int as leftovers
    from done group by campaign_id
  `)) as unknown as Rows<{ campaign_id: number; leftovers: number }>;
  return rows.map((row) => ({ campaignId: Number(row.campaign_id), leftovers: Number(row.leftovers) }));
}

/** Whether a campaign still has recipients to send or waiting for their receipts. */
export async function hasOpenRecipients(tx: Db, campaignId: number): Promise<boolean> {
  const { rows } = (await tx.execute(sql`
    select 1 from campaign_recipients
    where campaign_id = ${campaignId} and status in ('queued', 'submitting', 'unanswered', 'sent')
    limit 1`)) as unknown as Rows<unknown>;
  return rows.length > 0;
}

function changes(
  rows: { campaign_id: number; status: string; via_fallback: boolean; count: number }[],
): ReceiptChange[] {
  const byCampaign = new Map<number, BatchTotals>();
  for (const row of rows) {
    const id = Number(row.campaign_id);
    const totals = byCampaign.get(id) ?? emptyTotals();
    const count = Number(row.count);
    if (row.status === "delivered") {
      totals.delivered += count;
      // A Viber recipient's SMS fallback.
      if (row.via_fallback) totals.fallbackDelivered += count;
    } else if (row.status === "hard_bounced") totals.hard += count;
    else if (row.status === "soft_bounced") totals.soft += count;
    else if (row.status === "rejected") totals.rejected += count;
    else continue;
    // What a receipt settles leaves pending, where it was counted when sent.
    totals.pending -= count;
    byCampaign.set(id, totals);
  }
  return [...byCampaign].map(([campaignId, totals]) => ({ campaignId, totals }));
}
