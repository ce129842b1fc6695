import { describe, expect, it } from "vitest";
import { businessHoursErrors, dayHoursError, defaultBusinessHours } from "./business-hours";
import { endTimeSlots, startTimeSlots } from "./time-slots";

describe("time slots", () => {
  it("offers 48 start slots from 12:00 AM to 11:30 PM", () => {
    const slots = startTimeSlots();
    expect(slots).toHaveLength(48);
    expect(slots[0]).toEqual({ value: "00:00", label: "12:00 AM" });
    expect(slots[24]).toEqual({ value: "12:00", label: "12:00 PM" });
    expect(slots[25]).toEqual({ value: "12:30", label: "12:30 PM" });
    expect(slots.at(-1)).toEqual({ value: "23:30", label: "11:30 PM" });
  });

  it("offers end slots from 12:30 AM to 11:59 PM", () => {
    const slots = endTimeSlots();
    expect(slots).toHaveLength(48);
    expect(slots[0]).toEqual({ value: "00:30", label: "12:30 AM" });
    expect(slots.at(-2)).toEqual({ value: "23:30", label: "11:30 PM" });
    expect(slots.at(-1)).toEqual({ value: "23:59", label: "11:59 PM" });
  });
});

describe("business hours", () => {
  it("refuses an end at or before the start", () => {
    expect(dayHoursError({ enabled: true, wholeDay: false, start: "09:00", end: "09:00" })).toBe(
      "End time must be later than start time.",
    );
    expect(dayHoursError({ enabled: true, wholeDay: false, start: "09:30", end: "10:00" })).toBeNull();
  });

  it("ignores the times of a closed or whole-day weekday", () => {
    expect(dayHoursError({ enabled: true, wholeDay: true, start: "10:00", end: "09:00" })).toBeNull();
    expect(dayHoursError({ enabled: false, wholeDay: false, start: "10:00", end: "09:00" })).toBeNull();
  });

  it("reports errors by weekday", () => {
    const hours = defaultBusinessHours();
    hours.tuesday = { enabled: true, wholeDay: false, start: "18:00", end: "08:00" };
    expect(businessHoursErrors(hours)).toEqual({ tuesday: "End time must be later than start time." });
  });
});
