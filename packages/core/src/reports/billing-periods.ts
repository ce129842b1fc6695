import { TZDate } from "@date-fns/tz";
import { endOfMonth, format, startOfMonth, subDays, subMonths } from "date-fns";

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
  const current = startOfMonth(new TZDate(now, BILLING_TIMEZONE));
  const oldest = startOfMonth(subDays(new TZDate(now, BILLING_TIMEZONE), Math.max(0, retentionDays)));
  const periods: BillingPeriod[] = [];
  for (let month = current; month.getTime() >= oldest.getTime(); month = startOfMonth(subMonths(month, 1))) {
    periods.push({
      value: format(month, "yyyy-MM"),
      label: format(month, "MMMM yyyy"),
      from: new Date(month.getTime()),
      to: new Date(endOfMonth(month).getTime()),
    });
  }
  return periods;
}
