import { endOfZonedDay, startOfZonedDay, zonedDay } from "../time/zoned-day";

const monthLabel = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** Billing periods are whole months in this timezone (SPEC §9 "Reports"). */
export const BILLING_TIMEZONE = "Asia/Manila";

export type BillingPeriod = {
  /** `2024-05`, the period's key. */
  value: string;
  /** `May 2024`. */
  label: string;
  from: Date;
  to: Date;
};

/**
 * The monthly billing periods offered in the filters (SPEC §5, §9): every Asia/Manila calendar
 * month from the one holding `now − retentionDays` to the current one, newest first. Each runs
 * from the first to the last millisecond of the month in Manila.
 */
export function billingPeriods(now: Date, retentionDays: number): BillingPeriod[] {
  const today = zonedDay(now, BILLING_TIMEZONE);
  // Months counted from year 0, so that stepping back a month is subtracting one.
  const oldestDay = new Date(Date.UTC(today.year, today.month - 1, today.day - Math.max(0, retentionDays)));
  const oldest = oldestDay.getUTCFullYear() * 12 + oldestDay.getUTCMonth();
  const periods: BillingPeriod[] = [];
  for (let index = today.year * 12 + today.month - 1; index >= oldest; index--) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    periods.push({
      value: `${year}-${String(month).padStart(2, "0")}`,
      label: monthLabel.format(Date.UTC(year, month - 1, 1)),
      from: startOfZonedDay(year, month, 1, BILLING_TIMEZONE),
      // Day 0 of the next month is the last day of this one.
      to: endOfZonedDay(year, month + 1, 0, BILLING_TIMEZONE),
    });
  }
  return periods;
}
