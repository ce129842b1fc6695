import { describe, expect, it } from "vitest";
import { capSmsSegments } from "./cap-sms-segments";

const oneSegment = "a".repeat(160);
const twoSegments = "a".repeat(161);

describe("capSmsSegments", () => {
  it("keeps an edit below the cap without a warning", () => {
    expect(capSmsSegments("", "a".repeat(160), 2)).toEqual({
      text: "a".repeat(160),
      atCap: false,
      overCap: false,
      reverted: false,
    });
  });

  it("warns when the edit reaches the cap exactly", () => {
    expect(capSmsSegments("", "a".repeat(306), 2)).toEqual({
      text: "a".repeat(306),
      atCap: true,
      overCap: false,
      reverted: false,
    });
  });

  it("reverts typing past the cap and warns at it", () => {
    expect(capSmsSegments(oneSegment, `${oneSegment}b`, 1)).toEqual({
      text: oneSegment,
      atCap: true,
      overCap: false,
      reverted: true,
    });
  });

  it("keeps a paste past the cap and flags it as over", () => {
    expect(capSmsSegments("", twoSegments, 1, "pasted")).toEqual({
      text: twoSegments,
      atCap: false,
      overCap: true,
      reverted: false,
    });
  });

  it("accepts every cut of a text over the cap, and refuses typing more into it", () => {
    const pasted = "a".repeat(400);
    expect(capSmsSegments(pasted, "a".repeat(399), 1)).toMatchObject({ reverted: false, overCap: true });
    expect(capSmsSegments(pasted, oneSegment, 1)).toMatchObject({
      reverted: false,
      atCap: true,
      overCap: false,
    });
    expect(capSmsSegments(pasted, `${pasted}b`, 1)).toMatchObject({ reverted: true, text: pasted });
  });
});
