/** A calendar day: the year, the month (1 to 12) and the day of the month. */
export type CalendarDay = { year: number; month: number; day: number };

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an IANA zone, read with the runtime's own zone data (no zone tables bundled). */
function clock(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    clocks.set(timeZone, format);
  }
  return format;
}

function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of clock(timeZone).formatToParts(instant)) parts[part.type] = Number(part.value);
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const second = instant - (((instant % 1000) + 1000) % 1000);
  const wall = wallClock(second, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - second;
}

/** The date and time (to the minute) an IANA zone's wall clock reads at an instant. */
export function zonedDateTime(
  instant: Date,
  timeZone: string,
): CalendarDay & { hour: number; minute: number } {
  const { year, month, day, hour, minute } = wallClock(instant.getTime(), timeZone);
  return { year, month, day, hour, minute };
}

/** The calendar day an instant falls on in an IANA zone. */
export function zonedDay(instant: Date, timeZone: string): CalendarDay {
  const { year, month, day } = wallClock(instant.getTime(), timeZone);
  return { year, month, day };
}

/**
 * The instant a zone's wall clock reads `time` milliseconds past midnight of a day. Months and days
 * out of range roll over as in `Date.UTC` (day 0 is the last day of the month before).
 */
export function zonedInstant(year: number, month: number, day: number, time: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day) + time;
  const guess = wall - zoneOffset(wall, timeZone);
  // Near a change of offset the first guess may sit on the other side of it.
  return new Date(wall - zoneOffset(guess, timeZone));
}

/** The first and last millisecond of a day in a zone. */
export const startOfZonedDay = (year: number, month: number, day: number, timeZone: string) =>
  zonedInstant(year, month, day, 0, timeZone);
export const endOfZonedDay = (year: number, month: number, day: number, timeZone: string) =>
  zonedInstant(year, month, day, 86_399_999, timeZone);
