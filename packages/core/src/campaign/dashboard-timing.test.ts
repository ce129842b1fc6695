import { describe, expect, it } from "vitest";
import { dashboardTiming, formatClockDuration, formatDashboardDuration } from "./dashboard-timing";

const now = new Date("2024-05-01T12:00:00Z");

describe("dashboardTiming", () => {
  it("counts down to campaign_start for a scheduled campaign, never below zero", () => {
    const start = new Date("2024-05-01T13:00:00Z");
    expect(dashboardTiming({ campaign_status_code: "scheduled", campaign_start: start }, now)).toEqual({
      kind: "countdown",
      ms: 3_600_000,
      reloadOnce: false,
    });
    expect(
      dashboardTiming(
        { campaign_status_code: "scheduled", campaign_start: new Date("2024-05-01T11:00:00Z") },
        now,
      ),
    ).toMatchObject({ ms: 0 });
  });

  it("shows the time since the earliest log for live and paused campaigns and reloads once", () => {
    const logDates = [new Date("2024-05-01T11:59:00Z"), new Date("2024-05-01T11:00:00Z")];
    expect(dashboardTiming({ campaign_status_code: "paused", logDates }, now)).toEqual({
      kind: "elapsed",
      ms: 3_600_000,
      reloadOnce: true,
    });
    expect(dashboardTiming({ campaign_status_code: "live" }, now)).toMatchObject({ kind: "elapsed", ms: 0 });
  });

  it("shows the span from trigger to cancel for a cancelled campaign", () => {
    expect(
      dashboardTiming(
        {
          campaign_status_code: "cancelled",
          date_triggered: new Date("2024-05-01T10:00:00Z"),
          date_cancelled: new Date("2024-05-01T10:00:30Z"),
        },
        now,
      ),
    ).toEqual({ kind: "span", ms: 30_000, reloadOnce: false });
  });

  it("reloads a completed campaign once without a clock, and shows nothing for drafts", () => {
    expect(dashboardTiming({ campaign_status_code: "completed" }, now)).toEqual({
      kind: "done",
      reloadOnce: true,
    });
    expect(dashboardTiming({ campaign_status_code: "draft" }, now)).toEqual({
      kind: "none",
      reloadOnce: false,
    });
  });
});

describe("formatDashboardDuration", () => {
  it("writes days:hours:minutes:seconds without padding", () => {
    expect(formatDashboardDuration(0)).toBe("0:0:0:0");
    expect(formatDashboardDuration(((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000 + 999)).toBe("1:2:3:4");
    expect(formatDashboardDuration(-5000)).toBe("0:0:0:0");
  });
});

describe("formatClockDuration", () => {
  it("writes the duration in words, largest unit first, in whole seconds", () => {
    expect(formatClockDuration(0)).toBe("0 seconds");
    expect(formatClockDuration(-5000)).toBe("0 seconds");
    expect(formatClockDuration(1_999)).toBe("1 second");
    expect(formatClockDuration((90 * 60 + 12) * 1000)).toBe("1 hour 30 minutes 12 seconds");
    expect(formatClockDuration(((1 * 24 + 2) * 3600 + 4) * 1000)).toBe("1 day 2 hours 4 seconds");
  });
});
