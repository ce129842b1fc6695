import { describe, expect, it } from "vitest";
import { normalizeHeader } from "./normalize-header";

describe("normalizeHeader", () => {
  it.each([
    [" Mobile No.", "mobileno"],
    ["Email_Address", "email_address"],
    ["First-Name", "firstname"],
    ["ÄBC 123", "bc123"],
    ["  ", ""],
  ])("normalises %j to %j", (raw, expected) => {
    expect(normalizeHeader(raw)).toBe(expected);
  });
});
