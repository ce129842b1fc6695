import { describe, expect, it } from "vitest";
import { detectFileType, uploadFileTypeLabel } from "./detect-file-type";

describe("detectFileType", () => {
  it("recognises exactly from, message and to in any order and case as File Blast", () => {
    expect(detectFileType(["To", "MESSAGE", "from"])).toBe("FILE_BLAST");
  });

  it("does not take a blast file with an extra column as File Blast", () => {
    expect(detectFileType(["from", "message", "to", "mobile"])).toBe("SMS_CONTACTS");
    expect(detectFileType(["from", "message", "to", "name"])).toBe("INVALID");
  });

  it("does not take a repeated blast header as the full set", () => {
    expect(detectFileType(["from", "from", "to"])).toBe("INVALID");
  });

  it.each(["mobile", "Mobile_Number", "mobile_no"])("recognises %s as SMS Contacts", (header) => {
    expect(detectFileType(["name", header])).toBe("SMS_CONTACTS");
  });

  it("prefers SMS Contacts when a mobile and an email header are both present", () => {
    expect(detectFileType(["email", "mobile"])).toBe("SMS_CONTACTS");
  });

  it.each(["email", " EMAIL_ADDRESS", "email_add"])("recognises %s as Email Contacts", (header) => {
    expect(detectFileType([header, "name"])).toBe("EMAIL_CONTACTS");
  });

  it("calls anything else INVALID", () => {
    expect(detectFileType(["phone", "e-mail_adr"])).toBe("INVALID");
    expect(detectFileType([])).toBe("INVALID");
  });

  it("labels each type in the SPEC's words", () => {
    expect(uploadFileTypeLabel("FILE_BLAST")).toBe("File Blast");
    expect(uploadFileTypeLabel("INVALID")).toBe("Invalid File");
  });
});

describe("detectFileType with spaced headers", () => {
  it("does not read 'Mobile Number' as mobile_number, since spaces are dropped, not turned into underscores", () => {
    expect(detectFileType(["Mobile Number"])).toBe("INVALID");
  });
});
