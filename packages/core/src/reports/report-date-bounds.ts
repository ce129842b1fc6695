import { REPORT_MIN_DATE } from "./report-range";

const minDate = () => new Date(`${REPORT_MIN_DATE}T00:00:00`);

/** Whether a report filter may be submitted (SPEC §5): the from date is earlier than the to date. */
export function isValidReportRange(from: Date, to: Date): boolean {
  return from.getTime() < to.getTime();
}

/**
 * The selectable bounds of the two date pickers (SPEC §5 "Reports and dates"): from is no earlier
 * than 1 Jan 2012 (local clock) and no later than to; to is no earlier than from.
 */
export function reportDateBounds(from: Date, to: Date): { fromMin: Date; fromMax: Date; toMin: Date } {
  return { fromMin: minDate(), fromMax: to, toMin: from };
}

/** A picked from date held within its bounds: not before 2012-01-01, capped at `to` (SPEC §5). */
export function clampReportFrom(from: Date, to: Date): Date {
  const min = minDate();
  const capped = from.getTime() > to.getTime() ? to : from;
  return capped.getTime() < min.getTime() ? min : capped;
}

/** A picked to date held within its bounds: bounded below by `from` (SPEC §5). */
export function clampReportTo(to: Date, from: Date): Date {
  return to.getTime() < from.getTime() ? from : to;
}
