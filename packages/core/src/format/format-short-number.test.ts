import { describe, expect, it } from "vitest";
import { formatShortNumber } from "./format-short-number";

describe("formatShortNumber", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1k"],
    [1500, "1.5k"],
    [1549, "1.5k"],
    [1550, "1.6k"],
    [999_949, "999.9k"],
    [999_950, "1M"],
    [2_000_000, "2M"],
    [1_234_567_890, "1.2B"],
    [1e12, "1T"],
    [1e15, "1P"],
    [1e18, "1E"],
    [1e21, "1Z"],
    [1e24, "1Y"],
    [1e27, "1000Y"],
    [-1500, "-1.5k"],
    [-999, "-999"],
  ])("writes %d as %s", (n, expected) => {
    expect(formatShortNumber(n)).toBe(expected);
  });

  it("writes non-finite numbers as is", () => {
    expect(formatShortNumber(Number.NaN)).toBe("NaN");
  });
});
