import type { CampaignStatus } from "./campaign-status";

export type StatusColor = "success" | "danger" | "info" | "warning" | "primary" | "gray";

const STATUS_COLORS: Partial<Record<CampaignStatus, StatusColor>> = {
  completed: "success",
  stopped: "danger",
  locked: "danger",
  failed: "danger",
  run_failed: "danger",
  expired: "danger",
  blocked: "danger",
  beyond_window: "danger",
  risky: "danger",
  for_approval: "info",
  live: "warning",
  queue_wait: "warning",
  ready: "warning",
  paused: "warning",
  queue_ready: "warning",
  queueing: "warning",
  queued: "warning",
  pending: "warning",
  count_failed: "warning",
  queuing_failed: "warning",
  approved: "primary",
  scheduled: "primary",
  draft: "gray",
};

/**
 * The badge colour of a campaign status (SPEC §4 "Status colours"). The failed-count states
 * (`count_failed`, `queuing_failed`) are warnings; statuses the table does not name are gray.
 */
export function statusColor(status: string): StatusColor {
  return STATUS_COLORS[status as CampaignStatus] ?? "gray";
}
