import { describe, expect, it } from "vitest";
import { chargingModel } from "./charging-model";

describe("chargingModel", () => {
  const now = new Date("2026-06-01T09:00:00Z");

  it("reads the account details until the effective date, the balance service from it on", () => {
    expect(chargingModel(now, "2026-06-02T00:00:00Z")).toBe("account_details");
    expect(chargingModel(now, "2026-06-01T09:00:00Z")).toBe("balance_service");
    expect(chargingModel(now, new Date("2026-01-01T00:00:00Z"))).toBe("balance_service");
  });

  it("never switches without a readable date", () => {
    expect(chargingModel(now, null)).toBe("account_details");
    expect(chargingModel(now, undefined)).toBe("account_details");
    expect(chargingModel(now, "not a date")).toBe("account_details");
  });
});
