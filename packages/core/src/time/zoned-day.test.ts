import { describe, expect, it } from "vitest";
import { endOfZonedDay, startOfZonedDay, zonedDateTime, zonedDay } from "./zoned-day";

describe("zoned days", () => {
  it("reads the calendar day of an instant in the zone", () => {
    expect(zonedDay(new Date("2024-05-15T16:00:00Z"), "Asia/Manila")).toEqual({
      year: 2024,
      month: 5,
      day: 16,
    });
    expect(zonedDay(new Date("2024-05-15T15:59:59.999Z"), "Asia/Manila")).toEqual({
      year: 2024,
      month: 5,
      day: 15,
    });
  });

  it("rolls days and months over, day 0 being the last of the month before", () => {
    expect(endOfZonedDay(2024, 3, 0, "Asia/Manila").toISOString()).toBe("2024-02-29T15:59:59.999Z");
    expect(startOfZonedDay(2024, 0, 1, "Asia/Manila").toISOString()).toBe("2023-11-30T16:00:00.000Z");
  });

  it("follows a change of offset within the day", () => {
    // New York moves to daylight saving time at 2:00 on 10 March 2024: that day is 23 hours long.
    expect(startOfZonedDay(2024, 3, 10, "America/New_York").toISOString()).toBe("2024-03-10T05:00:00.000Z");
    expect(endOfZonedDay(2024, 3, 10, "America/New_York").toISOString()).toBe("2024-03-11T03:59:59.999Z");
    expect(startOfZonedDay(2024, 11, 3, "America/New_York").toISOString()).toBe("2024-11-03T04:00:00.000Z");
    expect(endOfZonedDay(2024, 11, 3, "America/New_York").toISOString()).toBe("2024-11-04T04:59:59.999Z");
  });
});

describe("zonedDateTime", () => {
  it("reads the wall clock of the zone, across the date line from UTC", () => {
    const instant = new Date("2026-11-24T17:45:00Z");
    expect(zonedDateTime(instant, "Asia/Manila")).toEqual({
      year: 2026,
      month: 11,
      day: 25,
      hour: 1,
      minute: 45,
    });
    expect(zonedDateTime(instant, "America/New_York")).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 12,
      minute: 45,
    });
  });
});
