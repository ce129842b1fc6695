/** Minutes between time slots (SPEC §9 "Campaigns and uploads"). */
export const TIME_SLOT_MINUTES = 30;

export type TimeSlot = {
  /** 24-hour `HH:mm`, e.g. `13:30`. */
  value: string;
  /** 12-hour label, e.g. `1:30 PM`. */
  label: string;
};

function slot(minutes: number): TimeSlot {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (n: number) => String(n).padStart(2, "0");
  return { value: `${pad(hours)}:${pad(rest)}`, label: `${hour12}:${pad(rest)} ${hours < 12 ? "AM" : "PM"}` };
}

/** The 48 start slots of the business hours editor, 12:00 AM to 11:30 PM (SPEC §2). */
export function startTimeSlots(): TimeSlot[] {
  return Array.from({ length: (24 * 60) / TIME_SLOT_MINUTES }, (_, i) => slot(i * TIME_SLOT_MINUTES));
}

/** The end slots, 12:30 AM to 11:30 PM then 11:59 PM (SPEC §2: end slots run to 11:59 PM). */
export function endTimeSlots(): TimeSlot[] {
  return [...startTimeSlots().slice(1), slot(24 * 60 - 1)];
}
