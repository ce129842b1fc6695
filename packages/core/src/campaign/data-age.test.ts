import { describe, expect, it } from "vitest";
import { dataAge, daysSinceTriggered, viberArchiveApplies } from "./data-age";

describe("dataAge", () => {
  it.each([
    [0, "RealTime"],
    [7, "RealTime"],
    [7.5, "Archived"],
    [8, "Archived"],
    [200, "Archived"],
    [201, "Deleted"],
  ])("calls %d days %s", (days, age) => {
    expect(dataAge(days)).toBe(age);
  });
});

describe("daysSinceTriggered", () => {
  it("counts calendar days in the given timezone", () => {
    const triggered = new Date("2024-03-01T15:30:00Z"); // 23:30 on 1 March in Manila
    const now = new Date("2024-03-01T16:30:00Z"); // 00:30 on 2 March in Manila
    expect(daysSinceTriggered(triggered, now, "Asia/Manila")).toBe(1);
    expect(daysSinceTriggered(triggered, now, "UTC")).toBe(0);
  });
});

describe("viberArchiveApplies", () => {
  it("applies from 18 Dec 2019 in Manila, not on the 17th", () => {
    expect(viberArchiveApplies(new Date("2019-12-17T15:59:59Z"))).toBe(false);
    expect(viberArchiveApplies(new Date("2019-12-17T16:00:00Z"))).toBe(true);
  });
});
