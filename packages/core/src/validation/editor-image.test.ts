import { describe, expect, it } from "vitest";
import { canResizeImage, isAllowedImageType } from "./editor-image";

describe("editor images", () => {
  it("allows png, jpeg and gif only", () => {
    expect(["image/png", "IMAGE/JPEG", "image/gif"].map(isAllowedImageType)).toEqual([true, true, true]);
    expect(isAllowedImageType("image/svg+xml")).toBe(false);
  });

  it("refuses a resize below 50 px high or 100 px wide", () => {
    expect(canResizeImage({ width: 100, height: 50 })).toBe(true);
    expect(canResizeImage({ width: 99, height: 50 })).toBe(false);
    expect(canResizeImage({ width: 100, height: 49 })).toBe(false);
  });
});
