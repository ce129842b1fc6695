import { describe, expect, it } from "vitest";
import { cappedUploadProgress, uploadStatusLabel } from "./upload-status-label";

describe("uploadStatusLabel", () => {
  it("is Uploading until the media record is saved, whatever the progress", () => {
    expect(uploadStatusLabel(100, false)).toBe("Uploading");
  });

  it("is Verifying below 20, Saving from 20 to 99 and Complete at 100", () => {
    expect(uploadStatusLabel(19, true)).toBe("Verifying");
    expect(uploadStatusLabel(20, true)).toBe("Saving");
    expect(uploadStatusLabel(99, true)).toBe("Saving");
    expect(uploadStatusLabel(100, true)).toBe("Complete");
  });
});

describe("cappedUploadProgress", () => {
  it("caps at 96 before the save completes and 95 for the cloud upload", () => {
    expect(cappedUploadProgress(96)).toBe(96);
    expect(cappedUploadProgress(97)).toBe(96);
    expect(cappedUploadProgress(97, "cloud")).toBe(95);
    expect(cappedUploadProgress(40, "cloud")).toBe(40);
  });
});
