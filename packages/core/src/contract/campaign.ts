import { z } from "zod/mini";
import { CAMPAIGN_STATUSES } from "../campaign/campaign-status";
import { dateTextSchema, flagSchema, idSchema, numberSchema } from "./primitives";

/** A campaign status code; unknown codes are refused so a new server status shows up in tests. */
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

const buttonSchema = z.looseObject({ actionUrl: z.nullish(z.string()) });

/** A sent carousel card (SPEC §3 "Campaign ... carousel"). */
export const campaignCarouselItemSchema = z.looseObject({
  title: z.nullish(z.string()),
  image: z.nullish(z.string()),
  primaryButton: z.nullish(buttonSchema),
  secondaryButton: z.nullish(buttonSchema),
});

/** A carousel card in the editor (SPEC §3 "Carousel item"). */
export const carouselItemSchema = z.object({
  title: z.string(),
  image: z.nullish(z.string()),
  primaryButtonText: z.string(),
  primaryButtonUrl: z.string(),
  secondaryButtonText: z._default(z.string(), ""),
  secondaryButtonUrl: z._default(z.string(), ""),
  expanded: z._default(z.boolean(), false),
  hasError: z._default(z.boolean(), false),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;

/** A campaign log entry. */
export const campaignLogSchema = z.object({ message: z.string(), date_created: dateTextSchema });

/** A campaign as the campaign get calls answer (SPEC §3 "Campaign"). */
export const campaignSchema = z.object({
  id: idSchema,
  campaign_type_code: z.string(),
  campaign_type_id: z.nullish(idSchema),
  campaign_type_name: z.nullish(z.string()),
  campaign_status_code: campaignStatusSchema,
  campaign_version_code: z.nullish(z.string()),
  is_test_campaign: z._default(flagSchema, false),
  test_campaign_count: z._default(numberSchema, 0),
  total_recipients: z._default(numberSchema, 0),
  total_sms: z._default(numberSchema, 0),
  updater_id: z.nullish(idSchema),
  filter: z.nullish(z.looseObject({ files: z.nullish(z.array(z.unknown())) })),
  files: z.nullish(z.array(z.unknown())),
  date_created: z.nullish(dateTextSchema),
  date_last_updated: z.nullish(dateTextSchema),
  date_triggered: z.nullish(dateTextSchema),
  date_completed: z.nullish(dateTextSchema),
  date_cancelled: z.nullish(dateTextSchema),
  date_approved_rejected: z.nullish(dateTextSchema),
  campaign_start: z.nullish(dateTextSchema),
  sms_parts: z.nullish(numberSchema),
  logs: z._default(z.array(campaignLogSchema), []),
  carousel: z.nullish(z.looseObject({ items: z._default(z.array(campaignCarouselItemSchema), []) })),
});
export type Campaign = z.infer<typeof campaignSchema>;

const stat = z._default(numberSchema, 0);

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
