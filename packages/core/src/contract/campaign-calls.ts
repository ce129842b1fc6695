import { z } from "zod/mini";
import { campaignSchema, campaignStatsSchema } from "./campaign";
import { smsSegmentLimitText, withinSmsSegmentLimit } from "../sms/cap-sms-segments";
import { rowIdSchema } from "./row-id";

const required = "This is a required field.";

/**
 * The SMS campaign body of `POST /ajax/sms/campaign` and `PUT /ajax/sms/campaign/{id}` (and the
 * save-and-act calls). A draft may be saved incomplete; going live checks the rest. Unknown fields
 * are refused.
 */
export const smsCampaignBodySchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, required), z.maxLength(120, "Maximum length is 120.")),
  sender_id: z._default(z.string().check(z.trim(), z.maxLength(11, "Maximum length is 11.")), ""),
  message: z._default(
    z
      .string()
      .check(
        z.maxLength(1530, "Maximum length is 1530."),
        z.refine(withinSmsSegmentLimit, smsSegmentLimitText()),
      ),
    "",
  ),
  contact_group_ids: z._default(z.array(rowIdSchema).check(z.maxLength(100)), []),
  compose_numbers: z._default(z.string().check(z.maxLength(500_000)), ""),
  /** File Blast uploads whose rows are the messages (SPEC §5); each is sent by a child campaign. */
  file_ids: z._default(z.array(rowIdSchema).check(z.maxLength(10)), []),
  account_route_id: z._default(z.nullable(rowIdSchema), null),
  campaign_start: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  timezone_name: z._default(z.string().check(z.minLength(1), z.maxLength(64)), "Asia/Manila"),
});
export type SmsCampaignBody = z.input<typeof smsCampaignBodySchema>;

/** A Viber carousel card as sent (SPEC §3 "Carousel item"); the server checks it as the editor does. */
export const viberCarouselCardSchema = z.strictObject({
  title: z._default(z.string().check(z.maxLength(200, "Maximum length is 200.")), ""),
  image: z._default(z.nullable(z.string().check(z.maxLength(2000))), null),
  primaryButtonText: z._default(z.string().check(z.maxLength(30, "Maximum length is 30.")), ""),
  primaryButtonUrl: z._default(z.string().check(z.maxLength(2000)), ""),
  secondaryButtonText: z._default(z.string().check(z.maxLength(30, "Maximum length is 30.")), ""),
  secondaryButtonUrl: z._default(z.string().check(z.maxLength(2000)), ""),
});
export type ViberCarouselCardBody = z.input<typeof viberCarouselCardSchema>;

/**
 * The Viber campaign body (`POST /ajax/viber/campaign` ...): the SMS body's recipients, route and
 * schedule, a Viber message of up to 1,000 characters with an image and one button or a carousel
 * of 2-5 cards, and the SMS fallback for recipients Viber does not reach.
 */
export const viberCampaignBodySchema = z.extend(smsCampaignBodySchema, {
  message: z._default(z.string().check(z.maxLength(1000, "Maximum length is 1000.")), ""),
  image: z._default(z.nullable(z.string().check(z.maxLength(2000))), null),
  button_text: z._default(z.string().check(z.trim(), z.maxLength(30, "Maximum length is 30.")), ""),
  button_url: z._default(z.string().check(z.trim(), z.maxLength(2000)), ""),
  carousel: z._default(z.array(viberCarouselCardSchema).check(z.maxLength(5, "Maximum of 5 cards.")), []),
  fallback_message: z._default(
    z
      .string()
      .check(
        z.maxLength(1530, "Maximum length is 1530."),
        z.refine(withinSmsSegmentLimit, smsSegmentLimitText()),
      ),
    "",
  ),
});
export type ViberCampaignBody = z.input<typeof viberCampaignBodySchema>;

/**
 * The email campaign body (`POST /ajax/email/campaign` ...): subject, sender address, preheader,
 * the HTML (sanitised again by the server), the template it came from, recipients (email contact
 * groups and Email Contacts files) and schedule.
 */
export const emailCampaignBodySchema = z.strictObject({
  name: smsCampaignBodySchema.shape.name,
  sender_id: z._default(z.string().check(z.trim(), z.maxLength(254, "Maximum length is 254.")), ""),
  subject: z._default(z.string().check(z.trim(), z.maxLength(200, "Maximum length is 200.")), ""),
  preheader: z._default(z.string().check(z.trim(), z.maxLength(200, "Maximum length is 200.")), ""),
  html: z._default(z.string().check(z.maxLength(500_000, "The email is too large.")), ""),
  template_id: z._default(z.nullable(rowIdSchema), null),
  contact_group_ids: smsCampaignBodySchema.shape.contact_group_ids,
  file_ids: smsCampaignBodySchema.shape.file_ids,
  campaign_start: smsCampaignBodySchema.shape.campaign_start,
  timezone_name: smsCampaignBodySchema.shape.timezone_name,
});
export type EmailCampaignBody = z.input<typeof emailCampaignBodySchema>;

/** Each channel's campaign body. */
export const CAMPAIGN_BODY_SCHEMAS = {
  sms: smsCampaignBodySchema,
  viber: viberCampaignBodySchema,
  email: emailCampaignBodySchema,
} as const;

/** `POST /ajax/{ch}/reject/{id}`: why the campaign goes back. */
export const campaignRejectBodySchema = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1, required), z.maxLength(500, "Maximum length is 500.")),
});

/** `DELETE /ajax/{ch}/campaign`: the drafts to delete. */
export const deleteIdsBodySchema = z.strictObject({
  id: z.array(rowIdSchema).check(z.minLength(1), z.maxLength(100)),
});

/** `GET /ajax/{ch}/campaign/{id}/estimate`. */
export const campaignEstimateSchema = z.object({
  segments: z.number(),
  recipients: z.number(),
  /** Messages counted in segments: recipients x segments, or a File Blast's rows' own. */
  total_sms: z.number(),
  cost_per_segment: z.number(),
  currency_code: z.string(),
  estimate: z.number(),
  /** Null for users who may not see the balance (no top-up access, SPEC §6). */
  available_balance: z.nullable(z.number()),
});
export type CampaignEstimate = z.infer<typeof campaignEstimateSchema>;

/**
 * `POST /ajax/{ch}/send_test/{id}`: a test of a draft to the account's test groups and to the
 * user's own numbers (SMS, Viber) or email addresses, typed in the dialog (core's
 * `ownTestRecipients` checks them, at most `MAX_OWN_TEST_RECIPIENTS`).
 */
export const sendTestBodySchema = z.strictObject({
  contact_group_ids: z._default(z.array(rowIdSchema).check(z.maxLength(100)), []),
  recipients: z._default(z.array(z.string().check(z.maxLength(320))).check(z.maxLength(50)), []),
});
export type SendTestBody = z.input<typeof sendTestBodySchema>;

/**
 * `GET /ajax/{ch}/campaign/{id}/review`: what going live will do, for the review before Go Live:
 * the recipients after removals (duplicates, unsubscribed), each recipient's SMS segments (merge
 * tags filled) as a spread, the estimate priced from them against the available balance, the
 * schedule and its time zone, and the message as one real recipient will receive it.
 */
export const campaignReviewSchema = z.object({
  channel: z.string(),
  recipients: z.number(),
  /** Recipients by the SMS segments their message takes (a Viber message's fallback); empty for email. */
  segments: z.object({
    min: z.number(),
    max: z.number(),
    counts: z.array(z.object({ segments: z.number(), recipients: z.number() })),
  }),
  total_sms: z.number(),
  cost_per_segment: z.number(),
  currency_code: z.string(),
  estimate: z.number(),
  /** Null for users who may not see the balance (no top-up access, SPEC §6). */
  available_balance: z.nullable(z.number()),
  /**
   * A trial account's free messages of the channel not yet held (SPEC §9); they pay a campaign
   * whose messages they cover, instead of money. Null for other accounts.
   */
  free_messages: z.nullable(z.number()),
  campaign_start: z.nullable(z.string()),
  timezone_name: z.nullable(z.string()),
  /** The message one recipient (the first) will receive; null without recipients. */
  preview: z.nullable(
    z.object({
      recipient: z.string(),
      sender_id: z.string(),
      text: z.string(),
      subject: z.nullable(z.string()),
      html: z.nullable(z.string()),
    }),
  ),
});
export type CampaignReview = z.infer<typeof campaignReviewSchema>;

/**
 * A campaign as the campaign calls answer it (`GET /ajax/{ch}/campaign/{id}`, the list's rows, every
 * action): SPEC §3's fields and stats, the body's fields, and the actions core allows the caller.
 */
/** A File Blast file of a campaign, as its answer lists it. */
export const campaignFileSchema = z.object({
  id: z.number(),
  filename: z.string(),
  rows_on_file: z.number(),
  valid_contacts: z.number(),
});
export type CampaignFile = z.infer<typeof campaignFileSchema>;

/** A File Blast campaign's child campaign (SPEC §4), one a file. */
export const fileBlastChildSchema = z.object({
  id: z.number(),
  name: z.string(),
  campaign_status_code: z.string(),
  file_id: z.number(),
  total_recipients: z.number(),
  campaign_stats_sent: z.number(),
});
export type FileBlastChild = z.infer<typeof fileBlastChildSchema>;

export const campaignAnswerSchema = z.extend(z.extend(campaignSchema, campaignStatsSchema.shape), {
  name: z.string(),
  sender_id: z.string(),
  message: z.string(),
  contact_group_ids: z.array(z.number()),
  compose_numbers: z.string(),
  file_ids: z._default(z.array(z.number()), []),
  /** The detail answer's files and children; pushes and list rows leave them out. */
  files: z._default(z.array(campaignFileSchema), []),
  file_blast_children: z._default(z.array(fileBlastChildSchema), []),
  is_file_blast_child: z._default(z.boolean(), false),
  /** Viber's and email's own fields; empty on the other channels. */
  image: z._default(z.nullable(z.string()), null),
  button_text: z._default(z.string(), ""),
  button_url: z._default(z.string(), ""),
  /** The cards as SPEC §3's campaign answer holds them: `{items}`, each in the editor's fields. */
  carousel: z._default(z.nullable(z.object({ items: z.array(z.required(viberCarouselCardSchema)) })), null),
  fallback_message: z._default(z.string(), ""),
  subject: z._default(z.string(), ""),
  preheader: z._default(z.string(), ""),
  html: z._default(z.string(), ""),
  template_id: z._default(z.nullable(z.number()), null),
  parent_id: z._default(z.nullable(z.number()), null),
  account_route_id: z.nullable(z.number()),
  timezone_name: z.string(),
  estimate: z.number(),
  /** Charged so far: money, and a trial account's free messages; final once the campaign ends. */
  charged: z._default(z.number(), 0),
  charged_credits: z._default(z.number(), 0),
  /** The currency its amounts are in (its route's, else the account's); in detail answers only. */
  currency_code: z._default(z.string(), ""),
  reject_reason: z.nullable(z.string()),
  actions: z.array(z.string()),
  /**
   * Grows with every change of the campaign, whichever server process made it: of two answers or
   * pushes, the one with the higher version is the newer.
   */
  version: z._default(z.number(), 0),
});
export type CampaignAnswer = z.infer<typeof campaignAnswerSchema>;

/** A recipient's delivery outcome on the transactions table. */
export const TRANSACTION_OUTCOMES = [
  "delivered",
  "pending",
  "hard_bounced",
  "soft_bounced",
  "rejected",
] as const;
export type TransactionOutcome = (typeof TRANSACTION_OUTCOMES)[number];

/**
 * `GET /ajax/{ch}/campaign/{id}/dashboard`: delivered and failed (bounced or rejected) per
 * interval since the campaign was triggered, and the outcomes per operator.
 */
export const campaignDashboardSchema = z.object({
  interval_seconds: z.number(),
  series: z.array(z.object({ time: z.string(), delivered: z.number(), failed: z.number() })),
  operators: z.array(
    z.object({
      operator: z.string(),
      sent: z.number(),
      delivered: z.number(),
      pending: z.number(),
      bounced: z.number(),
      rejected: z.number(),
    }),
  ),
});
export type CampaignDashboard = z.infer<typeof campaignDashboardSchema>;

/** A row of `GET /ajax/{ch}/campaign/{id}/transactions/list` (SPEC §7 list convention). */
export const campaignTransactionSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  operator: z.string(),
  status: z.enum(TRANSACTION_OUTCOMES),
  /** Delivery-receipt code (SPEC §9): 1 delivered, 2 bounced, 8 no delivery info, 16 rejected. */
  dlr_code: z.nullable(z.number()),
  cost: z.number(),
  date: z.string(),
  /** Viber: reached by the SMS fallback rather than by Viber. */
  via_fallback: z.optional(z.boolean()),
});
export type CampaignTransaction = z.infer<typeof campaignTransactionSchema>;

/** `GET /ajax/sms/campaign/{id}/safelist`: the message's addresses whose domain is not safelisted. */
export const campaignSafelistSchema = z.object({
  safelisted: z.boolean(),
  urls: z.array(z.string()),
});
export type CampaignSafelist = z.infer<typeof campaignSafelistSchema>;

/** `POST /ajax/media/recompute_compose_blast_files`: File Blast files priced on a route, by SMS or Viber. */
export const recomputeBlastFilesBodySchema = z.strictObject({
  file_ids: z.array(rowIdSchema).check(z.minLength(1), z.maxLength(10)),
  account_route_id: z._default(z.nullable(rowIdSchema), null),
  /** Viber rows cost a Viber message each beside their SMS fallback's segments. */
  channel: z._default(z.enum(["sms", "viber"]), "sms"),
});

export const blastFilesFiguresSchema = z.object({
  files: z.array(
    z.object({
      id: z.number(),
      filename: z.string(),
      rows: z.number(),
      total_sms: z.number(),
      estimate: z.number(),
    }),
  ),
  total_recipients: z.number(),
  total_sms: z.number(),
  estimate: z.number(),
  cost_per_segment: z.number(),
  currency_code: z.string(),
});
export type BlastFilesFigures = z.infer<typeof blastFilesFiguresSchema>;
