import { describe, expect, it } from "vitest";
import {
  defaultBusinessHours,
  isWithinBusinessHours,
  nextBusinessOpening,
  type BusinessHours,
} from "./business-hours";

const weekdaysNineToSix = (): BusinessHours => {
  const hours = defaultBusinessHours();
  for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday"] as const)
    hours[day].enabled = true;
  return hours;
};

describe("isWithinBusinessHours", () => {
  it("restricts nothing without hours or with every day closed", () => {
    const monday3am = new Date("2026-11-22T19:00:00Z"); // Monday 03:00 in Manila
    expect(isWithinBusinessHours(null, monday3am, "Asia/Manila")).toBe(true);
    expect(isWithinBusinessHours(defaultBusinessHours(), monday3am, "Asia/Manila")).toBe(true);
  });

  it("reads the instant in the account's time zone, start inclusive and end exclusive", () => {
    const hours = weekdaysNineToSix();
    // Monday 2026-11-23 in Manila (UTC+8).
    expect(isWithinBusinessHours(hours, new Date("2026-11-23T00:59:00Z"), "Asia/Manila")).toBe(false); // 08:59
    expect(isWithinBusinessHours(hours, new Date("2026-11-23T01:00:00Z"), "Asia/Manila")).toBe(true); // 09:00
    expect(isWithinBusinessHours(hours, new Date("2026-11-23T09:59:00Z"), "Asia/Manila")).toBe(true); // 17:59
    expect(isWithinBusinessHours(hours, new Date("2026-11-23T10:00:00Z"), "Asia/Manila")).toBe(false); // 18:00
    // Saturday is closed.
    expect(isWithinBusinessHours(hours, new Date("2026-11-28T03:00:00Z"), "Asia/Manila")).toBe(false);
    // The same instant is Sunday evening in New York, closed there.
    expect(isWithinBusinessHours(hours, new Date("2026-11-23T01:00:00Z"), "America/New_York")).toBe(false);
  });

  it("keeps a whole day open, and an end at 11:59 PM open to midnight", () => {
    const hours = weekdaysNineToSix();
    hours.saturday = { enabled: true, wholeDay: true, start: "09:00", end: "18:00" };
    hours.friday = { enabled: true, wholeDay: false, start: "20:00", end: "23:59" };
    expect(isWithinBusinessHours(hours, new Date("2026-11-28T04:30:00Z"), "Asia/Manila")).toBe(true); // Saturday 12:30
    expect(isWithinBusinessHours(hours, new Date("2026-11-27T15:59:30Z"), "Asia/Manila")).toBe(true); // Fri 23:59
  });
});

describe("nextBusinessOpening", () => {
  it("is the time itself when it falls within the hours, or when there are none", () => {
    const tuesdayNoon = new Date("2026-11-24T04:00:00Z"); // 12:00 PM in Manila
    expect(nextBusinessOpening(weekdaysNineToSix(), tuesdayNoon, "Asia/Manila")).toEqual(tuesdayNoon);
    expect(nextBusinessOpening(null, tuesdayNoon, "Asia/Manila")).toEqual(tuesdayNoon);
  });

  it("moves an evening start to the next morning's opening, in the account's zone", () => {
    const tuesdayEvening = new Date("2026-11-24T11:10:00Z"); // 7:10 PM in Manila
    expect(nextBusinessOpening(weekdaysNineToSix(), tuesdayEvening, "Asia/Manila")).toEqual(
      new Date("2026-11-25T01:00:00Z"), // Wednesday 9:00 AM in Manila
    );
  });

  it("skips closed days: a Friday night start waits for Monday", () => {
    const fridayNight = new Date("2026-11-27T15:00:00Z"); // Friday 11:00 PM in Manila
    expect(nextBusinessOpening(weekdaysNineToSix(), fridayNight, "Asia/Manila")).toEqual(
      new Date("2026-11-30T01:00:00Z"),
    );
  });
});
