import type { UploadFileType } from "./detect-file-type";

/** A sample file the upload screens offer (SPEC §2 "sample files"): its header row and a few rows. */
export interface SampleFile {
  type: Exclude<UploadFileType, "INVALID">;
  /** The name the file downloads under. */
  filename: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * One sample a file type: File Blast (`from,message,to`), SMS Contacts (a mobile, the names, and a
 * custom field that becomes a merge tag) and Email Contacts (`email,first_name,last_name`). Every
 * row passes the upload's own checks for an account in the Philippines.
 */
export const SAMPLE_FILES: readonly SampleFile[] = [
  {
    type: "FILE_BLAST",
    filename: "sample-file-blast.csv",
    header: ["from", "message", "to"],
    rows: [
      ["ACME", "Hi Ana, your order has shipped.", "639171234567"],
      ["ACME", "Hi Ben, your order has shipped.", "09181234567"],
    ],
  },
  {
    type: "SMS_CONTACTS",
    filename: "sample-sms-contacts.csv",
    header: ["mobile", "first_name", "last_name", "city"],
    rows: [
      ["639171234567", "Ana", "Reyes", "Makati"],
      ["09181234567", "Ben", "Santos", "Cebu"],
    ],
  },
  {
    type: "EMAIL_CONTACTS",
    filename: "sample-email-contacts.csv",
    header: ["email", "first_name", "last_name"],
    rows: [
      ["ana.reyes@example.com", "Ana", "Reyes"],
      ["ben.santos@example.com", "Ben", "Santos"],
    ],
  },
];

const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A sample file's content as CSV (RFC 4180, CRLF line ends). */
export function sampleFileCsv(sample: SampleFile): string {
  return [sample.header, ...sample.rows].map((row) => `${row.map(field).join(",")}\r\n`).join("");
}
