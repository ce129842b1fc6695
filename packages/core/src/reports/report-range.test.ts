import { describe, expect, it } from "vitest";
import { formatReportDate, quickRange, reportEndDate, type ReportClock } from "./report-range";
import { clampReportFrom, clampReportTo, isValidReportRange, reportDateBounds } from "./report-date-bounds";

const iso = (date: Date) => date.toISOString();
const manila = (now: string, effective?: string): ReportClock => ({
  now: new Date(now),
  timeZone: "Asia/Manila",
  newChargingEffectiveDate: effective ? new Date(effective) : null,
});

describe("reportEndDate", () => {
  it("is the end of today before the new charging effective date", () => {
    expect(iso(reportEndDate(manila("2024-05-15T02:00:00Z", "2024-06-01T00:00:00+08:00")))).toBe(
      "2024-05-15T15:59:59.999Z",
    );
  });

  it("is the end of yesterday from the effective date on", () => {
    expect(iso(reportEndDate(manila("2024-06-01T00:00:00+08:00", "2024-06-01T00:00:00+08:00")))).toBe(
      "2024-05-31T15:59:59.999Z",
    );
  });

  it("counts today in the clock's timezone", () => {
    // 20:00 UTC on 15 May is already 16 May in Manila.
    expect(iso(reportEndDate(manila("2024-05-15T20:00:00Z")))).toBe("2024-05-16T15:59:59.999Z");
  });
});

describe("quickRange", () => {
  const clock = manila("2024-03-15T04:00:00Z");

  it("runs this month from the 1st to today", () => {
    const range = quickRange("this_month", clock);
    expect([iso(range.from), iso(range.to)]).toEqual([
      "2024-02-29T16:00:00.000Z",
      "2024-03-15T15:59:59.999Z",
    ]);
  });

  it("keeps this month within the month on the 1st once ranges end yesterday", () => {
    const range = quickRange("this_month", manila("2024-03-01T04:00:00Z", "2020-01-01T00:00:00Z"));
    expect([iso(range.from), iso(range.to)]).toEqual([
      "2024-02-29T16:00:00.000Z",
      "2024-03-01T15:59:59.999Z",
    ]);
  });

  it("takes whole calendar months for last month and two months ago", () => {
    const last = quickRange("last_month", clock);
    expect([iso(last.from), iso(last.to)]).toEqual(["2024-01-31T16:00:00.000Z", "2024-02-29T15:59:59.999Z"]);
    const before = quickRange("two_months_ago", clock);
    expect([iso(before.from), iso(before.to)]).toEqual([
      "2023-12-31T16:00:00.000Z",
      "2024-01-31T15:59:59.999Z",
    ]);
  });

  it("takes the 365 days ending today for last 365 days", () => {
    const range = quickRange("last_365_days", clock);
    expect([iso(range.from), iso(range.to)]).toEqual([
      "2023-03-16T16:00:00.000Z",
      "2024-03-15T15:59:59.999Z",
    ]);
  });
});

describe("report date bounds", () => {
  const day = (text: string) => new Date(`${text}T00:00:00`);

  it("submits only when from is earlier than to", () => {
    expect(isValidReportRange(day("2024-01-01"), day("2024-01-02"))).toBe(true);
    expect(isValidReportRange(day("2024-01-02"), day("2024-01-02"))).toBe(false);
  });

  it("caps from at to and keeps it from 2012-01-01 on", () => {
    expect(clampReportFrom(day("2024-02-01"), day("2024-01-01"))).toEqual(day("2024-01-01"));
    expect(clampReportFrom(day("2011-12-31"), day("2024-01-01"))).toEqual(day("2012-01-01"));
    expect(clampReportFrom(day("2012-01-01"), day("2024-01-01"))).toEqual(day("2012-01-01"));
  });

  it("bounds to below by from", () => {
    expect(clampReportTo(day("2023-12-31"), day("2024-01-01"))).toEqual(day("2024-01-01"));
    expect(clampReportTo(day("2024-01-02"), day("2024-01-01"))).toEqual(day("2024-01-02"));
  });
});

describe("formatReportDate", () => {
  it("writes the day in the given timezone", () => {
    expect(formatReportDate(new Date("2024-05-15T20:00:00Z"), "Asia/Manila")).toBe("2024-05-16");
    expect(formatReportDate(new Date("2024-05-15T20:00:00Z"), "UTC")).toBe("2024-05-15");
  });
});

describe("reportDateBounds", () => {
  it("lets from run from 2012-01-01 to the to date, and to start at from", () => {
    const from = new Date("2024-01-05T00:00:00");
    const to = new Date("2024-01-09T00:00:00");
    expect(reportDateBounds(from, to)).toEqual({
      fromMin: new Date("2012-01-01T00:00:00"),
      fromMax: to,
      toMin: from,
    });
  });
});
