/** The weekdays of the business hours editor, Monday first. */
export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One weekday's hours (SPEC §2 "Business hours editor"); times are `HH:mm` slot values. */
export type DayHours = {
  enabled: boolean;
  /** The whole-day toggle: open all day, start and end ignored. */
  wholeDay: boolean;
  start: string;
  end: string;
};

export type BusinessHours = Record<Weekday, DayHours>;

export const END_BEFORE_START_MESSAGE = "End time must be later than start time.";

/** Business hours with every day closed, 9:00 AM to 6:00 PM preset. */
export function defaultBusinessHours(): BusinessHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { enabled: false, wholeDay: false, start: "09:00", end: "18:00" }]),
  ) as BusinessHours;
}

/**
 * The error of one day's hours, or null: an enabled day that is not whole-day must end after it
 * starts (SPEC §2); the slot values compare as text because they are zero-padded.
 */
export function dayHoursError(day: DayHours): string | null {
  if (!day.enabled || day.wholeDay) return null;
  return day.end > day.start ? null : END_BEFORE_START_MESSAGE;
}

/** The errors of a week's hours by weekday; an empty object means the hours may be saved. */
export function businessHoursErrors(hours: BusinessHours): Partial<Record<Weekday, string>> {
  const errors: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const error = dayHoursError(hours[day]);
    if (error) errors[day] = error;
  }
  return errors;
}

const WEEKDAY_OF: Record<string, Weekday> = {
  Monday: "monday",
  Tuesday: "tuesday",
  Wednesday: "wednesday",
  Thursday: "thursday",
  Friday: "friday",
  Saturday: "saturday",
  Sunday: "sunday",
};

/** The last end slot (SPEC §2: end slots run to 11:59 PM); a day ending there is open to midnight. */
export const LAST_END_SLOT = "23:59";

/**
 * Whether an instant falls within the business hours, read in the given time zone. No hours, or
 * hours with no day enabled, restrict nothing. An enabled day is open all day when whole-day,
 * otherwise from its start (inclusive) to its end (exclusive; 11:59 PM runs to midnight).
 */
export function isWithinBusinessHours(hours: BusinessHours | null, instant: Date, timeZone: string): boolean {
  if (!hours || WEEKDAYS.every((day) => !hours[day].enabled)) return true;
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  const day = hours[WEEKDAY_OF[part("weekday")] ?? "monday"];
  if (!day.enabled) return false;
  if (day.wholeDay) return true;
  const time = `${part("hour")}:${part("minute")}`;
  return time >= day.start && (day.end === LAST_END_SLOT ? true : time < day.end);
}

const SLOT_MS = 30 * 60_000;

/**
 * When a campaign due at `from` actually starts: `from` itself when it falls within the business
 * hours, else the next half-hour slot that does (days open and start slots fall on the half hour).
 * Null when no slot opens in the next eight days, which cannot happen with a day enabled.
 */
export function nextBusinessOpening(hours: BusinessHours | null, from: Date, timeZone: string): Date | null {
  if (isWithinBusinessHours(hours, from, timeZone)) return from;
  const limit = from.getTime() + 8 * 24 * 60 * 60_000;
  for (let slot = Math.ceil(from.getTime() / SLOT_MS) * SLOT_MS; slot <= limit; slot += SLOT_MS) {
    if (isWithinBusinessHours(hours, new Date(slot), timeZone)) return new Date(slot);
  }
  return null;
}
