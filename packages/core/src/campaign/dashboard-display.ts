import type { CampaignStatus } from "./campaign-status";

/** Statuses whose campaign dashboard shows (SPEC §4 "Dashboard display rules"). */
export const DASHBOARD_STATUSES = [
  "live",
  "paused",
  "cancelled",
  "stopped",
  "locked",
  "completed",
  "rejected",
] as const satisfies readonly CampaignStatus[];
/** Statuses whose dashboard charts show. */
export const CHART_STATUSES = [
  "live",
  "paused",
  "stopped",
  "locked",
  "completed",
] as const satisfies readonly CampaignStatus[];
/** Statuses whose transactions show. */
export const TRANSACTION_STATUSES = [
  "live",
  "cancelled",
  "paused",
  "stopped",
  "locked",
  "completed",
  "failed",
  "run_failed",
  "auto_complete",
] as const satisfies readonly CampaignStatus[];
/** Statuses whose copy action is highlighted. */
export const COPY_HIGHLIGHT_STATUSES = [
  "queue_wait",
  "rejected",
  "queueing",
  "aborted",
] as const satisfies readonly CampaignStatus[];

const within = (set: readonly string[]) => (status: string) => set.includes(status);

/** Whether the campaign dashboard shows for a status (SPEC §4 "Dashboard display rules"). */
export const showsDashboard: (status: string) => boolean = within(DASHBOARD_STATUSES);
/** Whether the dashboard charts show for a status (SPEC §4). */
export const showsCharts: (status: string) => boolean = within(CHART_STATUSES);
/** Whether the transactions show for a status (SPEC §4). */
export const showsTransactions: (status: string) => boolean = within(TRANSACTION_STATUSES);
/** Whether the copy action is highlighted for a status (SPEC §4). */
export const highlightsCopy: (status: string) => boolean = within(COPY_HIGHLIGHT_STATUSES);

/** Items the campaign timeline shows before it is expanded (SPEC §4 "Dashboard timing"). */
export const TIMELINE_DEFAULT_ITEMS = 4;
