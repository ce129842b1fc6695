import { z } from "zod";
import { campaignSchema, campaignStatsSchema } from "./campaign";
import { rowIdSchema } from "./row-id";

const required = "This is a required field.";

/**
 * The SMS campaign body of `POST /ajax/sms/campaign` and `PUT /ajax/sms/campaign/{id}` (and the
 * save-and-act calls). A draft may be saved incomplete; going live checks the rest. Unknown fields
 * are refused.
 */
export const smsCampaignBodySchema = z.strictObject({
  name: z.string().trim().min(1, required).max(120, "Maximum length is 120."),
  sender_id: z.string().trim().max(11, "Maximum length is 11.").default(""),
  message: z.string().max(1530, "Maximum length is 1530.").default(""),
  contact_group_ids: z.array(rowIdSchema).max(100).default([]),
  compose_numbers: z.string().max(500_000).default(""),
  /** File Blast uploads whose rows are the messages (SPEC §5); each is sent by a child campaign. */
  file_ids: z.array(rowIdSchema).max(10).default([]),
  account_route_id: rowIdSchema.nullable().default(null),
  campaign_start: z.iso.datetime({ offset: true }).nullable().default(null),
  timezone_name: z.string().min(1).max(64).default("Asia/Manila"),
});
export type SmsCampaignBody = z.input<typeof smsCampaignBodySchema>;

/** A Viber carousel card as sent (SPEC §3 "Carousel item"); the server checks it as the editor does. */
export const viberCarouselCardSchema = z.strictObject({
  title: z.string().max(200, "Maximum length is 200.").default(""),
  image: z.string().max(2000).nullable().default(null),
  primaryButtonText: z.string().max(30, "Maximum length is 30.").default(""),
  primaryButtonUrl: z.string().max(2000).default(""),
  secondaryButtonText: z.string().max(30, "Maximum length is 30.").default(""),
  secondaryButtonUrl: z.string().max(2000).default(""),
});
export type ViberCarouselCardBody = z.input<typeof viberCarouselCardSchema>;

/**
 * The Viber campaign body (`POST /ajax/viber/campaign` ...): the SMS body's recipients, route and
 * schedule, a Viber message of up to 1,000 characters with an image and one button or a carousel
 * of 2-5 cards, and the SMS fallback for recipients Viber does not reach.
 */
export const viberCampaignBodySchema = smsCampaignBodySchema.extend({
  message: z.string().max(1000, "Maximum length is 1000.").default(""),
  image: z.string().max(2000).nullable().default(null),
  button_text: z.string().trim().max(30, "Maximum length is 30.").default(""),
  button_url: z.string().trim().max(2000).default(""),
  carousel: z.array(viberCarouselCardSchema).max(5, "Maximum of 5 cards.").default([]),
  fallback_message: z.string().max(1530, "Maximum length is 1530.").default(""),
});
export type ViberCampaignBody = z.input<typeof viberCampaignBodySchema>;

/**
 * The email campaign body (`POST /ajax/email/campaign` ...): subject, sender address, preheader,
 * the HTML (sanitised again by the server), the template it came from, recipients (email contact
 * groups and Email Contacts files) and schedule.
 */
export const emailCampaignBodySchema = z.strictObject({
  name: smsCampaignBodySchema.shape.name,
  sender_id: z.string().trim().max(254, "Maximum length is 254.").default(""),
  subject: z.string().trim().max(200, "Maximum length is 200.").default(""),
  preheader: z.string().trim().max(200, "Maximum length is 200.").default(""),
  html: z.string().max(500_000, "The email is too large.").default(""),
  template_id: rowIdSchema.nullable().default(null),
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
  reason: z.string().trim().min(1, required).max(500, "Maximum length is 500."),
});

/** `DELETE /ajax/{ch}/campaign`: the drafts to delete. */
export const deleteIdsBodySchema = z.strictObject({ id: z.array(rowIdSchema).min(1).max(100) });

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
  available_balance: z.number().nullable(),
});
export type CampaignEstimate = z.infer<typeof campaignEstimateSchema>;

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

export const campaignAnswerSchema = campaignSchema.extend(campaignStatsSchema.shape).extend({
  name: z.string(),
  sender_id: z.string(),
  message: z.string(),
  contact_group_ids: z.array(z.number()),
  compose_numbers: z.string(),
  file_ids: z.array(z.number()).default([]),
  /** The detail answer's files and children; pushes and list rows leave them out. */
  files: z.array(campaignFileSchema).default([]),
  file_blast_children: z.array(fileBlastChildSchema).default([]),
  is_file_blast_child: z.boolean().default(false),
  /** Viber's and email's own fields; empty on the other channels. */
  image: z.string().nullable().default(null),
  button_text: z.string().default(""),
  button_url: z.string().default(""),
  /** The cards as SPEC §3's campaign answer holds them: `{items}`, each in the editor's fields. */
  carousel: z
    .object({ items: z.array(viberCarouselCardSchema.required()) })
    .nullable()
    .default(null),
  fallback_message: z.string().default(""),
  subject: z.string().default(""),
  preheader: z.string().default(""),
  html: z.string().default(""),
  template_id: z.number().nullable().default(null),
  parent_id: z.number().nullable().default(null),
  account_route_id: z.number().nullable(),
  timezone_name: z.string(),
  estimate: z.number(),
  reject_reason: z.string().nullable(),
  actions: z.array(z.string()),
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
  dlr_code: z.number().nullable(),
  cost: z.number(),
  date: z.string(),
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
  file_ids: z.array(rowIdSchema).min(1).max(10),
  account_route_id: rowIdSchema.nullable().default(null),
  /** Viber rows cost a Viber message each beside their SMS fallback's segments. */
  channel: z.enum(["sms", "viber"]).default("sms"),
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
