import { describe, expect, it } from "vitest";
import { COLOR_PALETTE } from "./constants";
import { nearestPaletteColor } from "./nearest-color";

describe("nearestPaletteColor", () => {
  it("keeps a palette colour as it is, in any case and short form", () => {
    for (const color of COLOR_PALETTE) expect(nearestPaletteColor(color.toUpperCase())).toBe(color);
    expect(nearestPaletteColor("#fff")).toBe("#ffffff");
  });

  it("keeps greys grey and hues in their hue", () => {
    expect(nearestPaletteColor("#333")).toBe("#555555");
    expect(nearestPaletteColor("#f5f5f5")).toBe("#efefef");
    expect(nearestPaletteColor("#e53936")).toBe("#e53935");
    expect(nearestPaletteColor("#1e88e4")).toBe("#1e88e5");
  });

  it("reads nothing but hex colours", () => {
    expect(nearestPaletteColor("red")).toBeNull();
    expect(nearestPaletteColor("#12345")).toBeNull();
  });
});
