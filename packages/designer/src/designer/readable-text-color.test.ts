import { describe, expect, it } from "vitest";
import { COLOR_PALETTE } from "../document/constants";
import { contrastRatio, readableTextColor } from "./readable-text-color";

describe("readableTextColor", () => {
  it("gives grey text on the default white canvas and light text on black", () => {
    expect(readableTextColor("#ffffff")).toBe("#4b5563");
    expect(readableTextColor("#000000")).toBe("#d1d5db");
  });

  it("reaches 4.5:1 on every palette colour a canvas can take", () => {
    for (const color of COLOR_PALETTE) {
      expect(contrastRatio(readableTextColor(color), color), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
