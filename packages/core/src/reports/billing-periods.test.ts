import { describe, expect, it } from "vitest";
import { billingPeriods } from "./billing-periods";

describe("billingPeriods", () => {
  it("lists the Manila months within the retention days, newest first", () => {
    const periods = billingPeriods(new Date("2024-03-10T00:00:00Z"), 60);
    expect(periods.map((period) => period.label)).toEqual(["March 2024", "February 2024", "January 2024"]);
    expect(periods[0]?.from.toISOString()).toBe("2024-02-29T16:00:00.000Z");
    expect(periods[0]?.to.toISOString()).toBe("2024-03-31T15:59:59.999Z");
  });

  it("uses the Manila month, which starts 8 hours before the UTC one", () => {
    const periods = billingPeriods(new Date("2024-02-29T16:30:00Z"), 0);
    expect(periods.map((period) => period.value)).toEqual(["2024-03"]);
  });

  it("includes the month the window starts in, at its boundary", () => {
    // 40 days before 10 Mar 2024 is 31 Jan; 38 days before is 1 Feb.
    expect(billingPeriods(new Date("2024-03-10T04:00:00Z"), 39)).toHaveLength(3);
    expect(billingPeriods(new Date("2024-03-10T04:00:00Z"), 38)).toHaveLength(2);
  });
});
