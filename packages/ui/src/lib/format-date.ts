// The kit's few date formats, in English and local time, written out by hand: date-fns' `format`
// would add its formatter tables and locale (about 5 kB gzip) to every bundle that shows a date.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

const pad = (value: number) => String(value).padStart(2, "0");

/** `2026-03-14`: the calendar day, as a date input reads and writes it. */
export function formatDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `Mar 14, 2026 9:30 AM`. */
export function formatDateTime(date: Date): string {
  const hours = date.getHours();
  const time = `${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${time}`;
}

/** `Mar 14 09:30`: a chart's time axis. */
export function formatShortDateTime(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `Mar 14`: a day on a chart's time axis. */
export function formatMonthDay(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

const DAY_SECONDS = 86_400;

/**
 * A chart's time format, chosen from the time between its ticks (`step`) and the time it spans
 * (both in seconds): days alone once ticks are a day apart or more; else the time of day, with its
 * seconds when ticks are under a minute apart, and with the day when the span reaches a day.
 */
export function chartTimeFormat(step: number, span: number): (date: Date) => string {
  if (step >= DAY_SECONDS) return formatMonthDay;
  const withDay = span >= DAY_SECONDS;
  const withSeconds = step < 60;
  return (date) =>
    `${withDay ? `${formatMonthDay(date)} ` : ""}${pad(date.getHours())}:${pad(date.getMinutes())}${
      withSeconds ? `:${pad(date.getSeconds())}` : ""
    }`;
}
