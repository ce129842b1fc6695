import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { contacts, outbox } from "../../../db/schema";
import { newMessageId, unsubscribeHeaders } from "../../../plugins/services/mail";
import type { SendOutcome } from "../../../transports/email/transport";
import { recipientEmail, trackingUrls } from "../../email/compose";
import { mergeValues } from "../../email/message";
import { EMAIL_PRICE } from "../channels/email";
import { emptyTotals, type BatchTotals, type Deliverer } from "./types";

type Rows<T> = { rows: T[] };

/**
 * Email delivery, one batch in the engine's transaction: the claimed recipients
 * (`FOR UPDATE SKIP LOCKED`) become `sent` and charged `EMAIL_PRICE` (nothing on a trial's free
 * emails, nor for a test), and each one's email, with its tags, its own `Message-ID` and its
 * `List-Unsubscribe` headers, goes into the outbox in that same transaction, for the relay (the
 * local SMTP server in demo mode without one). They count as pending until the relay's final
 * answer moves them (`settleEmails`); opens, clicks and unsubscribes are then the recipients' own.
 */
export const deliverEmail: Deliverer = async (tx, campaign, size, _price, now, context) => {
  const test = campaign.isTestCampaign;
  const unit = test || campaign.withheldCredits > 0 ? 0 : EMAIL_PRICE;
  const at = now.toISOString();
  const { rows } = (await tx.execute(sql`
    with batch as (
      select r.id from campaign_recipients r
      where r.campaign_id = ${campaign.id} and r.status = 'queued'
      order by r.id
      limit ${size}
      for update of r skip locked
    )
    update campaign_recipients r
    set status = 'sent', submitted_at = ${at}::timestamptz, cost = ${unit}::numeric,
        token = coalesce(r.token, gen_random_uuid()::text)
    from batch
    where r.id = batch.id
    returning r.id, r.email, r.contact_id, r.token
  `)) as unknown as Rows<{ id: number; email: string; contact_id: number | null; token: string }>;
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  const totals = emptyTotals();
  if (rows.length === 0) return totals;
  const ids = rows.flatMap((row) => (row.contact_id === null ? [] : [Number(row.contact_id)]));
  const people = ids.length === 0 ? [] : await tx.select().from(contacts).where(inArray(contacts.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  const publicUrl = context.config.publicUrl;
  await tx.insert(outbox).values(
    rows.map((row) => {
      const person = row.contact_id === null ? undefined : byId.get(Number(row.contact_id));
      const email = recipientEmail(
        campaign,
        { token: row.token, values: mergeValues({ ...person, email: row.email }) },
        publicUrl,
      );
      return {
        channel: "email" as const,
        to: row.email,
        subject: test ? `[Test] ${email.subject}` : email.subject,
        body: email.text,
        html: email.html,
        messageId: newMessageId(context.config),
        headers: unsubscribeHeaders(context.config, trackingUrls(publicUrl, row.token).unsubscribe),
        recipientId: Number(row.id),
        createdAt: now,
      };
    }),
  );
  totals.pending = rows.length;
  totals.cost = Math.round(rows.length * unit * 10_000) / 10_000;
  totals.messages = test ? 0 : rows.length;
  return totals;
};

const OUTCOME_STATUS = {
  sent: ["delivered", 1],
  refused: ["hard_bounced", 2],
  deferred: ["soft_bounced", 2],
  unknown: ["pending", 8],
} as const satisfies Record<SendOutcome["status"], readonly [string, number]>;

/**
 * Moves campaign recipients by their emails' final answers: taken by the relay is delivered, a
 * 5xx a hard bounce, still deferred after the last try a soft bounce, lost after DATA pending.
 * Answers each campaign's stat moves (what ends leaves pending, where it was counted when sent).
 */
export async function settleEmails(
  tx: Db,
  answers: { recipientId: number; outcome: SendOutcome }[],
  now: Date,
): Promise<{ campaignId: number; totals: BatchTotals }[]> {
  const byCampaign = new Map<number, BatchTotals>();
  for (const [status, [recipientStatus, dlr]] of Object.entries(OUTCOME_STATUS)) {
    const ids = answers
      .filter((answer) => answer.outcome.status === status)
      .map((answer) => answer.recipientId);
    if (ids.length === 0) continue;
    const { rows } = (await tx.execute(sql`
      update campaign_recipients
      set status = ${recipientStatus}, dlr_code = ${dlr}, done_at = ${now.toISOString()}::timestamptz
      where id in (${sql.join(ids, sql`, `)}) and status = 'sent'
      returning campaign_id
    `)) as unknown as Rows<{ campaign_id: number }>;
    for (const row of rows) {
      const id = Number(row.campaign_id);
      const totals = byCampaign.get(id) ?? emptyTotals();
      if (recipientStatus === "delivered") totals.delivered += 1;
      else if (recipientStatus === "hard_bounced") totals.hard += 1;
      else if (recipientStatus === "soft_bounced") totals.soft += 1;
      else continue;
      totals.pending -= 1;
      byCampaign.set(id, totals);
    }
  }
  return [...byCampaign].map(([campaignId, totals]) => ({ campaignId, totals }));
}
