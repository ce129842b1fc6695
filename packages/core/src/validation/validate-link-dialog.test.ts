import { describe, expect, it } from "vitest";
import { validateLinkDialog } from "./validate-link-dialog";

describe("validateLinkDialog", () => {
  it("passes a URL with a valid name of 30 characters", () => {
    expect(validateLinkDialog({ url: "example.com", name: "a_b 1".padEnd(30, "x") })).toEqual({});
  });

  it("requires the URL", () => {
    expect(validateLinkDialog({ url: "  ", name: "" })).toEqual({ url: "This is a required field." });
  });

  it("refuses a name of 31 characters", () => {
    expect(validateLinkDialog({ url: "x", name: "x".repeat(31) })).toEqual({ name: "Maximum length is 30." });
  });

  it("refuses a name with other characters", () => {
    expect(validateLinkDialog({ url: "x", name: "Buy-now!" })).toEqual({
      name: "Must contain alphanumeric, space, and underscore characters only.",
    });
  });
});
