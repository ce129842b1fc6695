import { describe, expect, it } from "vitest";
import { shouldDrawChart } from "./should-draw-chart";

describe("shouldDrawChart", () => {
  it("does not draw for '0:0:0:0' or a zero marker of 0", () => {
    expect(shouldDrawChart("0:0:0:0", 5)).toBe(false);
    expect(shouldDrawChart("0:0:0:1", 0)).toBe(false);
  });

  it("draws otherwise", () => {
    expect(shouldDrawChart("0:0:0:1", 1)).toBe(true);
  });
});
