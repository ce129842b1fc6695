import { differenceInCalendarDays } from "date-fns";
import { startOfZonedDay, zonedDay, type CalendarDay } from "../time/zoned-day";

const dayNumber = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day) / 86_400_000;

/** Where a campaign's transaction data lives by age (SPEC §4 "Dashboard timing", §9 "Data retention"). */
export const DATA_AGES = ["RealTime", "Archived", "Deleted"] as const;
export type DataAge = (typeof DATA_AGES)[number];

/** Days of real-time transaction display, and of logs available as a report (SPEC §9). */
export const DATA_RETENTION_DAYS = { realTime: 7, archived: 200 } as const;

/**
 * Data age by days since the campaign was triggered (SPEC §4): up to 7 days is RealTime, over 7
 * up to 200 is Archived, over 200 is Deleted.
 */
export function dataAge(daysSinceTriggered: number): DataAge {
  if (daysSinceTriggered <= DATA_RETENTION_DAYS.realTime) return "RealTime";
  if (daysSinceTriggered <= DATA_RETENTION_DAYS.archived) return "Archived";
  return "Deleted";
}

/** Calendar days from the trigger date to `now`, counted in the given timezone (default the local clock). */
export function daysSinceTriggered(dateTriggered: Date, now: Date, timeZone?: string): number {
  if (timeZone === undefined) return differenceInCalendarDays(now, dateTriggered);
  return dayNumber(zonedDay(now, timeZone)) - dayNumber(zonedDay(dateTriggered, timeZone));
}

/** The day after which Viber campaigns follow the archive logic (SPEC §9). */
export const VIBER_ARCHIVE_AFTER = "2019-12-17";

/**
 * Whether the Viber archive logic applies (SPEC §9): the campaign was triggered after 17 Dec 2019,
 * that is from 18 Dec 2019 00:00 in Asia/Manila, the provider's billing timezone.
 */
export function viberArchiveApplies(dateTriggered: Date): boolean {
  return dateTriggered.getTime() >= startOfZonedDay(2019, 12, 18, "Asia/Manila").getTime();
}
