import { sql } from "drizzle-orm";
import { countSms, fillMergeTags, segmentSpread } from "@sendline/core";
import type { Db } from "../../db/database";
import type { accounts, campaigns } from "../../db/schema";
import { pgArray } from "../../lib/pg-array";
import { previewEmail } from "../email/compose";
import { mergeValues } from "../email/message";
import { isBlastParent } from "./blast";
import { sampleRecipient, smsSegmentSpread, spreadCost } from "./personalised";
import { smsAudience } from "./recipients";

type Campaign = typeof campaigns.$inferSelect;
type Account = typeof accounts.$inferSelect;

const spreadView = (spread: ReturnType<typeof segmentSpread>) => ({
  min: spread.min,
  max: spread.max,
  counts: spread.counts,
});

/** The first subscribed contact with an address in the campaign's email groups, as merge values. */
async function firstEmailContact(db: Db, campaign: Campaign) {
  if (campaign.contactGroupIds.length === 0) return null;
  const { rows } = (await db.execute(sql`
    select email, first_name, last_name, mobile, fields from contacts
    where group_id in (select unnest(${pgArray(campaign.contactGroupIds)}::int[]))
      and account_id = ${campaign.accountId} and email is not null and date_unsubscribed is null
    order by lower(email), id
    limit 1`)) as unknown as {
    rows: {
      email: string;
      first_name: string;
      last_name: string;
      mobile: string | null;
      fields: Record<string, string> | string;
    }[];
  };
  const row = rows[0];
  if (!row) return null;
  const fields =
    typeof row.fields === "string" ? (JSON.parse(row.fields) as Record<string, string>) : row.fields;
  return mergeValues({
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.mobile,
    fields,
  });
}

/**
 * The channel's part of a campaign's review: recipients, segments, what is sent and costs, and the
 * message as its first recipient receives it. An SMS is counted recipient by recipient; a File
 * Blast campaign's rows carry their own messages, so it shows its saved figures and no preview.
 */
export async function reviewOf(db: Db, account: Account, campaign: Campaign, costPerSegment: number) {
  const saved = {
    recipients: campaign.totalRecipients,
    segments: { min: 0, max: 0, counts: [] as { segments: number; recipients: number }[] },
    total_sms: campaign.totalSms,
    estimate: campaign.estimate,
    preview: null,
  };
  if (isBlastParent(campaign)) return saved;
  if (campaign.channel === "email") {
    const contact = await firstEmailContact(db, campaign);
    const email = contact ? previewEmail(campaign, contact) : null;
    return {
      ...saved,
      preview: email && {
        recipient: contact!.email!,
        sender_id: campaign.senderId,
        text: email.text,
        subject: email.subject,
        html: email.html,
      },
    };
  }
  const audience = smsAudience(account, campaign.composeNumbers, campaign.contactGroupIds);
  // What the preview fills: the SMS, or a Viber message and its SMS fallback.
  const texts =
    campaign.channel === "viber" ? `${campaign.message}\n${campaign.fallbackMessage}` : campaign.message;
  const sample = await sampleRecipient(db, audience, texts);
  const preview = sample && {
    recipient: sample.mobile,
    sender_id: campaign.senderId,
    text: fillMergeTags(campaign.message, { ...sample.values, mobile: sample.mobile }),
    subject: null,
    html: null,
  };
  if (campaign.channel === "sms") {
    const spread = await smsSegmentSpread(db, audience, campaign.message);
    return {
      recipients: spread.recipients,
      segments: spreadView(spread),
      total_sms: spread.totalSms,
      estimate: spreadCost(spread, costPerSegment),
      preview,
    };
  }
  // Viber: a recipient's SMS fallback takes the fallback's segments.
  const fallback = campaign.fallbackMessage ? countSms(campaign.fallbackMessage).segments : 0;
  return {
    ...saved,
    segments:
      fallback > 0
        ? spreadView(segmentSpread(new Map([[fallback, campaign.totalRecipients]])))
        : saved.segments,
    preview,
  };
}
