import { describe, expect, it } from "vitest";
import { billingType } from "./billing-type";

describe("billingType", () => {
  it("names a trial before anything else", () => {
    expect(billingType({ isTrial: true, creditLimit: 1000 })).toBe("trial");
  });

  it("tells prepaid from postpaid by the credit limit", () => {
    expect(billingType({ isTrial: false, creditLimit: 0 })).toBe("prepaid");
    expect(billingType({ isTrial: false, creditLimit: 150_000 })).toBe("postpaid");
  });
});
