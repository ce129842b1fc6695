import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  chartTimeFormat,
  formatDateTime,
  formatDay,
  formatMonthDay,
  formatShortDateTime,
} from "./format-date";

// Local times across the day's edges, the year and single-digit parts.
const dates = [
  new Date(2026, 2, 14, 9, 30),
  new Date(2026, 0, 1, 0, 5),
  new Date(2025, 11, 31, 23, 59),
  new Date(2024, 1, 29, 12, 0),
  new Date(2012, 5, 9, 11, 59),
  new Date(2030, 9, 10, 13, 7),
];

describe("formatDay", () => {
  it("writes the local calendar day as yyyy-MM-dd", () => {
    expect(formatDay(new Date(2026, 2, 4, 23, 59))).toBe("2026-03-04");
    for (const date of dates) expect(formatDay(date)).toBe(format(date, "yyyy-MM-dd"));
  });
});

describe("formatDateTime", () => {
  it("writes month, day, year and a 12-hour time", () => {
    expect(formatDateTime(new Date(2026, 2, 14, 9, 30))).toBe("Mar 14, 2026 9:30 AM");
    expect(formatDateTime(new Date(2026, 0, 1, 0, 5))).toBe("Jan 1, 2026 12:05 AM");
    expect(formatDateTime(new Date(2024, 1, 29, 12, 0))).toBe("Feb 29, 2024 12:00 PM");
    for (const date of dates) expect(formatDateTime(date)).toBe(format(date, "MMM d, yyyy h:mm a"));
  });
});

describe("formatShortDateTime", () => {
  it("writes month, day and a 24-hour time", () => {
    expect(formatShortDateTime(new Date(2025, 11, 31, 23, 59))).toBe("Dec 31 23:59");
    expect(formatShortDateTime(new Date(2026, 0, 1, 0, 5))).toBe("Jan 1 00:05");
    for (const date of dates) expect(formatShortDateTime(date)).toBe(format(date, "MMM d HH:mm"));
  });
});

describe("chartTimeFormat", () => {
  const at = new Date(2026, 10, 27, 7, 1, 5);
  it("shows seconds when ticks are under a minute apart, as a one-minute campaign needs", () => {
    expect(chartTimeFormat(10, 60)(at)).toBe("07:01:05");
  });
  it("shows the time of day for ticks minutes or hours apart within a day", () => {
    expect(chartTimeFormat(600, 3 * 3600)(at)).toBe("07:01");
    expect(chartTimeFormat(3600, 23 * 3600)(at)).toBe("07:01");
  });
  it("adds the day once the span reaches a day", () => {
    expect(chartTimeFormat(6 * 3600, 3 * 86_400)(at)).toBe("Nov 27 07:01");
    for (const date of dates) expect(chartTimeFormat(60, 86_400)(date)).toBe(format(date, "MMM d HH:mm"));
  });
  it("shows the day alone once ticks are a day apart", () => {
    expect(chartTimeFormat(86_400, 30 * 86_400)(at)).toBe("Nov 27");
    for (const date of dates) expect(formatMonthDay(date)).toBe(format(date, "MMM d"));
  });
});
