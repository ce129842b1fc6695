export const MINUTE_MS = 60_000;

export function minutesBefore(now: Date, minutes: number): Date {
  return new Date(now.getTime() - minutes * MINUTE_MS);
}

export function minutesAfter(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * MINUTE_MS);
}
