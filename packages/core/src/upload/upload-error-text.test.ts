import { describe, expect, it } from "vitest";
import {
  incompleteHeaderText,
  missingBlastHeaders,
  missingBlastHeaderText,
  showsTopUpButton,
  uploadErrorText,
  uploadHttpErrorText,
} from "./upload-error-text";

describe("uploadErrorText", () => {
  it("names the fixed texts of error codes 100 and 25", () => {
    expect(uploadErrorText({ error_code: 100, error: "x" })).toBe("URL(s) not safelisted");
    expect(uploadErrorText({ error_code: 25 })).toBe(
      "Maximum contacts upload reached. To continue please top up your account.",
    );
  });

  it("shows Purged for a purged file before any other error", () => {
    expect(uploadErrorText({ is_purged: 1, error_code: 100 })).toBe("Purged");
  });

  it("falls back to the file's own error, or null without one", () => {
    expect(uploadErrorText({ error_code: 7, error: "No valid contacts" })).toBe("No valid contacts");
    expect(uploadErrorText({ error_code: null, error: "" })).toBeNull();
  });

  it("offers the top-up button only for the trial limit", () => {
    expect(showsTopUpButton({ error_code: 25 })).toBe(true);
    expect(showsTopUpButton({ error_code: 100 })).toBe(false);
  });
});

describe("upload header texts", () => {
  it("lists the missing personalisation fields after 'Incomplete header'", () => {
    expect(incompleteHeaderText(["first_name", "code"])).toBe("Incomplete header: first_name, code");
    expect(incompleteHeaderText([])).toBe("Incomplete header");
  });

  it("finds the missing blast headers and names each", () => {
    expect(missingBlastHeaders(["From", "text"])).toEqual(["to", "message"]);
    expect(missingBlastHeaderText("message")).toBe("Missing Message header");
  });
});

describe("uploadHttpErrorText", () => {
  it("turns HTTP 415 into 'File Type not allowed' and keeps other texts", () => {
    expect(uploadHttpErrorText(415, "x")).toBe("File Type not allowed");
    expect(uploadHttpErrorText(500, "Upload cancelled")).toBe("Upload cancelled");
  });
});
