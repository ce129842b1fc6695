import { endOfZonedDay, startOfZonedDay, zonedDay } from "../time/zoned-day";

/** The quick ranges of the report filters (SPEC §9 "Reports"); this month is the default. */
export const QUICK_RANGES = ["this_month", "last_month", "two_months_ago", "last_365_days"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];
export const DEFAULT_QUICK_RANGE: QuickRange = "this_month";

export const QUICK_RANGE_LABELS = {
  this_month: "This Month",
  last_month: "Last Month",
  two_months_ago: "Two Months Ago",
  last_365_days: "Last 365 Days",
} as const satisfies Record<QuickRange, string>;

/** The earliest selectable report date (SPEC §5, §9). */
export const REPORT_MIN_DATE = "2012-01-01";

export type ReportRange = { from: Date; to: Date };

export type ReportClock = {
  now: Date;
  /** The IANA timezone the days are counted in. */
  timeZone: string;
  /** newChargingEffectiveDate from configuration; from that moment ranges end yesterday. */
  newChargingEffectiveDate?: Date | null;
};

/**
 * The last day a report range may end on (SPEC §9 "Balance and charging"): today, or yesterday
 * once `now` is on or after the new charging effective date. Returned as the end of that day.
 */
export function reportEndDate(clock: ReportClock): Date {
  const today = zonedDay(clock.now, clock.timeZone);
  const effective = clock.newChargingEffectiveDate;
  const yesterday =
    effective !== null && effective !== undefined && clock.now.getTime() >= effective.getTime();
  return endOfZonedDay(today.year, today.month, today.day - (yesterday ? 1 : 0), clock.timeZone);
}

/** A report day as the filters send it, `yyyy-MM-dd`, read in the given timezone. */
export function formatReportDate(date: Date, timeZone: string): string {
  const { year, month, day } = zonedDay(date, timeZone);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The from and to of a quick range (SPEC §9 "Reports"), from the start of the first day to the end
 * of the last, in the clock's timezone. This month runs from the 1st to the report end date (not
 * before the 1st); last month and two months ago are whole calendar months; last 365 days is the
 * 365 days ending on the report end date. Days are counted with the runtime's Intl zone data.
 */
export function quickRange(range: QuickRange, clock: ReportClock): ReportRange {
  const { timeZone } = clock;
  const end = reportEndDate(clock);
  const { year, month } = zonedDay(clock.now, timeZone);
  const wholeMonth = (offset: number): ReportRange => ({
    from: startOfZonedDay(year, month - offset, 1, timeZone),
    // Day 0 of the next month is the last day of this one.
    to: endOfZonedDay(year, month - offset + 1, 0, timeZone),
  });
  switch (range) {
    case "this_month": {
      const from = startOfZonedDay(year, month, 1, timeZone);
      return {
        from,
        to: end.getTime() < from.getTime() ? endOfZonedDay(year, month, 1, timeZone) : end,
      };
    }
    case "last_month":
      return wholeMonth(1);
    case "two_months_ago":
      return wholeMonth(2);
    case "last_365_days": {
      const last = zonedDay(end, timeZone);
      return { from: startOfZonedDay(last.year, last.month, last.day - 364, timeZone), to: end };
    }
    default:
      return range satisfies never;
  }
}
