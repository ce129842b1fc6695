import { describe, expect, it } from "vitest";
import { canGenerateApiKey, DELIVERY_RECEIPT_CODES } from "./credentials";

describe("credentials", () => {
  it("allows a second API key but not a third", () => {
    expect(canGenerateApiKey(1)).toBe(true);
    expect(canGenerateApiKey(2)).toBe(false);
  });

  it("explains the delivery-receipt codes 1, 2, 8 and 16", () => {
    expect(Object.keys(DELIVERY_RECEIPT_CODES)).toEqual(["1", "2", "8", "16"]);
  });
});
