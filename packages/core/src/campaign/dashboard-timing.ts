import { formatDuration, intervalToDuration } from "date-fns";

/** The campaign dashboard refresh interval (SPEC §4, §9). */
export const DASHBOARD_REFRESH_MS = 1000;

export type DashboardTiming =
  /** Scheduled: time left until campaign_start. */
  | { kind: "countdown"; ms: number; reloadOnce: false }
  /** Live and paused: time since the first log entry (the campaign is reloaded once). */
  | { kind: "elapsed"; ms: number; reloadOnce: true }
  /** Cancelled: the span from date_triggered to date_cancelled. */
  | { kind: "span"; ms: number; reloadOnce: false }
  /** Completed: nothing ticks; the campaign is reloaded once. */
  | { kind: "done"; reloadOnce: true }
  | { kind: "none"; reloadOnce: false };

export type TimingCampaign = {
  campaign_status_code: string;
  campaign_start?: Date | null;
  date_triggered?: Date | null;
  date_cancelled?: Date | null;
  /** Log entry dates, in any order. */
  logDates?: readonly Date[];
};

/**
 * What the dashboard's clock shows at `now` (SPEC §4 "Dashboard timing"): scheduled counts down to
 * campaign_start (never below 0); live and paused show the time elapsed since the earliest log
 * entry; cancelled shows date_triggered to date_cancelled; completed reloads once and shows no clock.
 */
export function dashboardTiming(campaign: TimingCampaign, now: Date): DashboardTiming {
  switch (campaign.campaign_status_code) {
    case "scheduled":
      if (!campaign.campaign_start) return { kind: "none", reloadOnce: false };
      return {
        kind: "countdown",
        ms: Math.max(0, campaign.campaign_start.getTime() - now.getTime()),
        reloadOnce: false,
      };
    case "live":
    case "paused": {
      const first = Math.min(...(campaign.logDates ?? []).map((date) => date.getTime()));
      return {
        kind: "elapsed",
        ms: Number.isFinite(first) ? Math.max(0, now.getTime() - first) : 0,
        reloadOnce: true,
      };
    }
    case "cancelled":
      if (!campaign.date_triggered || !campaign.date_cancelled) return { kind: "none", reloadOnce: false };
      return {
        kind: "span",
        ms: Math.max(0, campaign.date_cancelled.getTime() - campaign.date_triggered.getTime()),
        reloadOnce: false,
      };
    case "completed":
      return { kind: "done", reloadOnce: true };
    default:
      return { kind: "none", reloadOnce: false };
  }
}

/**
 * A duration as `days:hours:minutes:seconds` without padding (`0:0:0:0`, `1:2:3:4`), the form the
 * dashboard clock and the chart wrapper use. Negative durations count as 0.
 */
export function formatDashboardDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${days}:${hours}:${minutes}:${total % 60}`;
}

/**
 * A duration in words for the dashboard's clock ("1 hour 2 minutes 5 seconds", "0 seconds"),
 * whole seconds, largest unit first. Negative durations count as 0.
 */
export function formatClockDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const duration = intervalToDuration({ start: 0, end: seconds * 1000 });
  const words = formatDuration(duration, { format: ["days", "hours", "minutes", "seconds"] });
  return words === "" ? "0 seconds" : words;
}
