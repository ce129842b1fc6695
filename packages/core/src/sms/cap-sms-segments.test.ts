import { describe, expect, it } from "vitest";
import { capSmsSegments } from "./cap-sms-segments";

describe("capSmsSegments", () => {
  it("keeps an edit below the cap without a warning", () => {
    expect(capSmsSegments("", "a".repeat(160), 2)).toEqual({
      text: "a".repeat(160),
      atCap: false,
      reverted: false,
    });
  });

  it("warns when the edit reaches the cap exactly", () => {
    expect(capSmsSegments("", "a".repeat(306), 2)).toEqual({
      text: "a".repeat(306),
      atCap: true,
      reverted: false,
    });
  });

  it("reverts an edit that needs one segment more than the cap", () => {
    const previous = "a".repeat(306);
    expect(capSmsSegments(previous, previous + "a", 2)).toEqual({
      text: previous,
      atCap: true,
      reverted: true,
    });
  });
});
