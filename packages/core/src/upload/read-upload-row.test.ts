import { describe, expect, it } from "vitest";
import { readUploadRow, UPLOAD_ROW_REASONS } from "./read-upload-row";

const rules = { countryCode: "63", minLength: 10, maxLength: 10, replaceZero: true };

describe("readUploadRow", () => {
  it("reads an SMS contact's number in the account's plan and keeps the other columns as fields", () => {
    expect(
      readUploadRow("SMS_CONTACTS", ["mobile_no", "first_name"], ["0917-123-4567", " Ana "], rules),
    ).toEqual({
      ok: true,
      key: "639171234567",
      row: { kind: "contact", mobile: "639171234567", email: null, fields: { first_name: "Ana" } },
    });
  });

  it("refuses a leading 0 without replace zero, and a number of another plan", () => {
    expect(
      readUploadRow("SMS_CONTACTS", ["mobile"], ["09171234567"], { ...rules, replaceZero: false }),
    ).toEqual({
      ok: false,
      reason: UPLOAD_ROW_REASONS.leadingZero,
    });
    expect(readUploadRow("SMS_CONTACTS", ["mobile"], ["+1 415 555 0100"], rules)).toMatchObject({
      ok: false,
    });
  });

  it("keys email contacts by the lower-cased address and refuses a malformed one", () => {
    expect(readUploadRow("EMAIL_CONTACTS", ["email"], ["Ana@Example.test"], rules)).toMatchObject({
      ok: true,
      key: "ana@example.test",
    });
    expect(readUploadRow("EMAIL_CONTACTS", ["email"], ["ana@example"], rules)).toEqual({
      ok: false,
      reason: UPLOAD_ROW_REASONS.invalidEmail,
    });
  });

  it("reads a File Blast row, which needs a sender and a message", () => {
    const headers = ["from", "message", "to"];
    expect(readUploadRow("FILE_BLAST", headers, ["ACME", "Hi", "09171234567"], rules)).toEqual({
      ok: true,
      key: "639171234567\nACME\nHi",
      row: { kind: "blast", from: "ACME", to: "639171234567", message: "Hi" },
    });
    expect(readUploadRow("FILE_BLAST", headers, ["", "Hi", "09171234567"], rules)).toEqual({
      ok: false,
      reason: UPLOAD_ROW_REASONS.emptyFrom,
    });
  });
});
