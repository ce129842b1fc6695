/** Every campaign status code of SPEC §4 "Campaign status codes", in the SPEC's order. */
export const CAMPAIGN_STATUSES = [
  "draft",
  "for_approval",
  "approved",
  "rejected",
  "scheduled",
  "queue_wait",
  "queueing",
  "queued",
  "ready",
  "queue_ready",
  "pending",
  "live",
  "paused",
  "stopped",
  "locked",
  "completed",
  "cancelled",
  "aborted",
  "failed",
  "run_failed",
  "count_failed",
  "queuing_failed",
  "invalid",
  "expired",
  "blocked",
  "beyond_window",
  "unsubscribed",
  "risky",
  "auto_complete",
] as const;

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export function isCampaignStatus(value: string): value is CampaignStatus {
  return (CAMPAIGN_STATUSES as readonly string[]).includes(value);
}
