import { describe, expect, it } from "vitest";
import { acceptedFileTypes, acceptsFileType } from "./accepted-file-types";

describe("acceptedFileTypes", () => {
  it("lets SMS and Viber file campaigns take File Blast or Email Contacts", () => {
    expect(acceptedFileTypes("sms_file")).toEqual(["FILE_BLAST", "EMAIL_CONTACTS"]);
    expect(acceptsFileType("viber_file", "SMS_CONTACTS")).toBe(false);
  });

  it("lets non-file campaigns take SMS Contacts, Email Contacts or Compose Blast", () => {
    expect(acceptedFileTypes("non_file")).toEqual(["SMS_CONTACTS", "EMAIL_CONTACTS", "COMPOSE_BLAST"]);
    expect(acceptsFileType("non_file", "FILE_BLAST")).toBe(false);
  });

  it("lets email campaigns take Email Contacts only", () => {
    expect(acceptsFileType("email", "EMAIL_CONTACTS")).toBe(true);
    expect(acceptsFileType("email", "SMS_CONTACTS")).toBe(false);
  });
});
