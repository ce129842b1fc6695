import { describe, expect, it } from "vitest";
import { checkUploadFile, UPLOAD_SIZE_LIMITS_MB } from "./check-upload-file";

const MB = 1024 * 1024;

describe("checkUploadFile", () => {
  it("accepts a .csv file in any case up to the limit", () => {
    expect(checkUploadFile({ name: "list.CSV", size: 30 * MB }, UPLOAD_SIZE_LIMITS_MB.campaign)).toBeNull();
  });

  it("refuses any other extension", () => {
    expect(checkUploadFile({ name: "list.xlsx", size: 10 }, 30)).toBe(
      "File upload error. Unsupported file type.",
    );
    expect(checkUploadFile({ name: "csv", size: 10 }, 30)).toBe("File upload error. Unsupported file type.");
  });

  it("refuses an empty file", () => {
    expect(checkUploadFile({ name: "a.csv", size: 0 }, 30)).toBe("File is empty.");
  });

  it("refuses one byte over the limit, naming the limit", () => {
    expect(checkUploadFile({ name: "a.csv", size: 30 * MB + 1 }, 30)).toBe(
      "Maximum file size limit of 30MB exceeded.",
    );
    expect(checkUploadFile({ name: "a.csv", size: 10 * MB + 1 }, UPLOAD_SIZE_LIMITS_MB.contacts)).toBe(
      "Maximum file size limit of 10MB exceeded.",
    );
  });
});
