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

/** Statuses after which a campaign sends nothing more, so what it was charged is final. */
const ENDED_STATUSES: ReadonlySet<string> = new Set<CampaignStatus>([
  "completed",
  "auto_complete",
  "stopped",
  "cancelled",
  "aborted",
  "failed",
  "run_failed",
  "expired",
]);

/** Whether a campaign in this status has ended: it sends and is charged nothing more. */
export function campaignHasEnded(status: string): boolean {
  return ENDED_STATUSES.has(status);
}
