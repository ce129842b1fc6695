import { describe, expect, it } from "vitest";
import { endOfZonedDay, startOfZonedDay, zonedDay } from "./zoned-day";

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
