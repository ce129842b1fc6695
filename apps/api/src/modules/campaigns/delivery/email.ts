import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { contacts, outbox } from "../../../db/schema";
import { recipientEmail, trackingUrls } from "../../email/compose";
import { newMessageId, unsubscribeHeaders } from "../../../plugins/services/mail";
import { queueCampaignEmails } from "./email-smtp";
import { emailDocumentHtml, mergeValues, trackedLinks } from "../../email/message";
import { EMAIL_PRICE } from "../channels/email";
import { emptyTotals, type Deliverer } from "./types";

/**
 * How emails end and what their recipients do, as shares: delivered (the rest bounce: hard, then
 * soft), opened among the delivered, clicked among the openers (when the email has links), and
 * unsubscribed among the openers. Seeded demo figures.
 */
export const EMAIL_OUTCOMES = {
  delivered: 0.95,
  hardBounced: 0.02,
  opened: 0.45,
  clicked: 0.35,
  unsubscribed: 0.06,
} as const;

/** In demo mode the outbox keeps this many of each campaign's emails in full, to open and try. */
export const DEMO_OUTBOX_EMAILS = 50;

const roll = (campaignId: number, salt: string) =>
  sql`(hashtext(id::text || ':' || ${campaignId}::text || ${salt}) & 2147483647)::float8 / 2147483647`;

/**
 * Email delivery: each claimed recipient is delivered or bounces, and a delivered one may open,
 * click and unsubscribe, by stable hashes of the recipient and campaign (a batch claimed again
 * after a crash ends the same). Each gets its random token for its links. A simulated unsubscribe
 * unsubscribes the contact's address in the account, as the real link does. Every email sent is
 * charged `EMAIL_PRICE` (nothing on a trial's free emails).
 *
 * With `EMAIL_CAMPAIGNS=smtp` every email leaves through the relay instead, and its answer is the
 * recipient's outcome (`email-smtp.ts`); what follows is the `simulated` mode of demo mode.
 *
 * A test campaign's emails are really sent, through the mail service (the outbox), with the
 * recipient's tags filled and working links; its recipients' behaviour is theirs, not simulated,
 * and a test costs nothing. In demo mode the outbox also keeps each campaign's first
 * `DEMO_OUTBOX_EMAILS` delivered emails.
 */
export const deliverEmail: Deliverer = async (tx, campaign, size, _price, now, context) => {
  if (context.config.mail.campaigns === "smtp") return queueCampaignEmails(tx, campaign, size, now, context);
  const test = campaign.isTestCampaign;
  const unit = test || campaign.withheldCredits > 0 ? 0 : EMAIL_PRICE;
  const engage = !test;
  const hasLinks = trackedLinks(emailDocumentHtml(campaign)).length > 0;
  const share = EMAIL_OUTCOMES;
  const at = now.toISOString();
  const result = await tx.execute(sql`
    with batch as (
      select r.id from campaign_recipients r
      where r.campaign_id = ${campaign.id} and r.status = 'queued'
      order by r.id
      limit ${size}
      for update of r skip locked
    ), drawn as (
      select id,
        ${roll(campaign.id, "")} as outcome_roll,
        ${roll(campaign.id, ":open")} as open_roll,
        ${roll(campaign.id, ":click")} as click_roll,
        ${roll(campaign.id, ":unsubscribe")} as unsubscribe_roll
      from batch
    ), outcome as (
      select id,
        case
          when outcome_roll < ${share.delivered} then 'delivered'
          when outcome_roll < ${share.delivered + share.hardBounced} then 'hard_bounced'
          else 'soft_bounced'
        end as status,
        ${engage} and outcome_roll < ${share.delivered} and open_roll < ${share.opened} as opened,
        ${engage && hasLinks} and outcome_roll < ${share.delivered} and open_roll < ${share.opened}
          and click_roll < ${share.clicked} as clicked,
        ${engage} and outcome_roll < ${share.delivered} and open_roll < ${share.opened}
          and unsubscribe_roll < ${share.unsubscribed} as unsubscribed
      from drawn
    )
    update campaign_recipients r
    set status = outcome.status,
        dlr_code = case outcome.status when 'delivered' then 1 else 2 end,
        cost = ${unit}::numeric,
        done_at = ${at}::timestamptz,
        token = coalesce(r.token, gen_random_uuid()::text),
        opened_at = case when outcome.opened then ${at}::timestamptz end,
        clicked_at = case when outcome.clicked then ${at}::timestamptz end,
        unsubscribed_at = case when outcome.unsubscribed then ${at}::timestamptz end
    from outcome
    where r.id = outcome.id
    returning r.id, r.email, r.contact_id, r.status, r.token, outcome.opened, outcome.clicked, outcome.unsubscribed
  `);
  const { rows } = result as unknown as {
    rows: {
      id: number;
      email: string;
      contact_id: number | null;
      status: string;
      token: string;
      opened: boolean;
      clicked: boolean;
      unsubscribed: boolean;
    }[];
  };
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  const totals = emptyTotals();
  for (const row of rows) {
    if (row.status === "delivered") totals.delivered += 1;
    else if (row.status === "hard_bounced") totals.hard += 1;
    else totals.soft += 1;
    if (row.opened) totals.opened += 1;
    if (row.clicked) totals.clicked += 1;
    if (row.unsubscribed) totals.unsubscribed += 1;
  }
  totals.cost = Math.round(rows.length * unit * 10_000) / 10_000;
  // A test's emails are free, its free emails given back.
  totals.messages = test ? 0 : rows.length;

  const leaving = rows.filter((row) => row.unsubscribed).map((row) => row.email.toLowerCase());
  if (leaving.length > 0) {
    await tx
      .update(contacts)
      .set({ dateUnsubscribed: now })
      .where(
        and(
          eq(contacts.accountId, campaign.accountId),
          inArray(sql`lower(${contacts.email})`, leaving),
          isNull(contacts.dateUnsubscribed),
        ),
      );
  }

  const shown = rows.filter(
    (row, index) =>
      row.status === "delivered" &&
      (test || (context.config.demoMode && campaign.statsSent + index < DEMO_OUTBOX_EMAILS)),
  );
  if (shown.length > 0) {
    const ids = shown.flatMap((row) => (row.contact_id === null ? [] : [Number(row.contact_id)]));
    const people = ids.length === 0 ? [] : await tx.select().from(contacts).where(inArray(contacts.id, ids));
    await tx.insert(outbox).values(
      shown.map((row) => {
        const person = people.find((contact) => contact.id === Number(row.contact_id));
        const email = recipientEmail(
          campaign,
          { token: row.token, values: mergeValues({ ...person, email: row.email }) },
          context.config.publicUrl,
        );
        return {
          channel: "email" as const,
          to: row.email,
          subject: test ? `[Test] ${email.subject}` : email.subject,
          body: email.text,
          html: email.html,
          messageId: newMessageId(context.config),
          headers: unsubscribeHeaders(
            context.config,
            trackingUrls(context.config.publicUrl, row.token).unsubscribe,
          ),
          createdAt: now,
        };
      }),
    );
  }
  return totals;
};
