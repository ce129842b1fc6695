import { z } from "zod";
import { CAMPAIGN_STATUSES } from "../campaign/campaign-status";
import { dateTextSchema, flagSchema, idSchema, numberSchema } from "./primitives";

/** A campaign status code; unknown codes are refused so a new server status shows up in tests. */
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

const buttonSchema = z.looseObject({ actionUrl: z.string().nullish() });

/** A sent carousel card (SPEC §3 "Campaign ... carousel"). */
export const campaignCarouselItemSchema = z.looseObject({
  title: z.string().nullish(),
  image: z.string().nullish(),
  primaryButton: buttonSchema.nullish(),
  secondaryButton: buttonSchema.nullish(),
});

/** A carousel card in the editor (SPEC §3 "Carousel item"). */
export const carouselItemSchema = z.object({
  title: z.string(),
  image: z.string().nullish(),
  primaryButtonText: z.string(),
  primaryButtonUrl: z.string(),
  secondaryButtonText: z.string().default(""),
  secondaryButtonUrl: z.string().default(""),
  expanded: z.boolean().default(false),
  hasError: z.boolean().default(false),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;

/** A campaign log entry. */
export const campaignLogSchema = z.object({ message: z.string(), date_created: dateTextSchema });

/** A campaign as the campaign get calls answer (SPEC §3 "Campaign"). */
export const campaignSchema = z.object({
  id: idSchema,
  campaign_type_code: z.string(),
  campaign_type_id: idSchema.nullish(),
  campaign_type_name: z.string().nullish(),
  campaign_status_code: campaignStatusSchema,
  campaign_version_code: z.string().nullish(),
  is_test_campaign: flagSchema.default(false),
  test_campaign_count: numberSchema.default(0),
  total_recipients: numberSchema.default(0),
  total_sms: numberSchema.default(0),
  updater_id: idSchema.nullish(),
  filter: z.looseObject({ files: z.array(z.unknown()).nullish() }).nullish(),
  files: z.array(z.unknown()).nullish(),
  date_created: dateTextSchema.nullish(),
  date_last_updated: dateTextSchema.nullish(),
  date_triggered: dateTextSchema.nullish(),
  date_completed: dateTextSchema.nullish(),
  date_cancelled: dateTextSchema.nullish(),
  date_approved_rejected: dateTextSchema.nullish(),
  campaign_start: dateTextSchema.nullish(),
  sms_parts: numberSchema.nullish(),
  logs: z.array(campaignLogSchema).default([]),
  carousel: z.looseObject({ items: z.array(campaignCarouselItemSchema).default([]) }).nullish(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const stat = numberSchema.default(0);

/** A campaign's counters (SPEC §3 "Campaign stats"); missing counters read 0. */
export const campaignStatsSchema = z.object({
  campaign_stats_sent: stat,
  campaign_stats_delivered: stat,
  campaign_stats_bounced: stat,
  campaign_stats_hard_bounced: stat,
  campaign_stats_soft_bounced: stat,
  campaign_stats_pending: stat,
  campaign_stats_sending: stat,
  campaign_stats_rejected: stat,
  campaign_stats_opened: stat,
  campaign_stats_clicked: stat,
  campaign_stats_unsubscribed: stat,
  campaign_stats_sending_rate: stat,
  viber_campaign_stats_viber_delivered: stat,
  viber_campaign_stats_fallback_delivered: stat,
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;
