import { CAMPAIGN_CHANNELS, type CampaignChannel } from "./campaign-privilege";
import { isCampaignStatus, type CampaignStatus } from "./campaign-status";

/** Each status code in words (SPEC §4 "Campaign status codes"). */
export const CAMPAIGN_STATUS_LABELS = {
  draft: "Draft",
  for_approval: "For approval",
  approved: "Approved",
  rejected: "Rejected",
  scheduled: "Scheduled",
  queue_wait: "Queue wait",
  queueing: "Queueing",
  queued: "Queued",
  ready: "Ready",
  queue_ready: "Queue ready",
  pending: "Pending",
  live: "Live",
  paused: "Paused",
  stopped: "Stopped",
  locked: "Locked",
  completed: "Completed",
  cancelled: "Cancelled",
  aborted: "Aborted",
  failed: "Failed",
  run_failed: "Run failed",
  count_failed: "Count failed",
  queuing_failed: "Queuing failed",
  invalid: "Invalid",
  expired: "Expired",
  blocked: "Blocked",
  beyond_window: "Beyond window",
  unsubscribed: "Unsubscribed",
  risky: "Risky",
  auto_complete: "Auto complete",
} as const satisfies Record<CampaignStatus, string>;

/** The label of a completed campaign whose messages still wait for delivery receipts. */
export const AWAITING_RECEIPTS_LABEL = "Sent, awaiting receipts";

/**
 * A campaign's status in words. A completed campaign with messages still pending their delivery
 * receipts has sent everything but does not know every outcome yet, so it says so. Codes the
 * SPEC does not list are shown as they came.
 */
export function campaignStatusLabel(status: string, pendingReceipts = 0): string {
  if (status === "completed" && pendingReceipts > 0) return AWAITING_RECEIPTS_LABEL;
  return isCampaignStatus(status) ? CAMPAIGN_STATUS_LABELS[status] : status;
}

/** Each channel's name as the product writes it. */
export const CAMPAIGN_CHANNEL_LABELS = {
  email: "Email",
  sms: "SMS",
  viber: "Viber",
} as const satisfies Record<CampaignChannel, string>;

/** A channel code (any case, as the server sends it) in words; unknown codes as they came. */
export function campaignChannelLabel(channel: string): string {
  const code = channel.toLowerCase();
  return (CAMPAIGN_CHANNELS as readonly string[]).includes(code)
    ? CAMPAIGN_CHANNEL_LABELS[code as CampaignChannel]
    : channel;
}
