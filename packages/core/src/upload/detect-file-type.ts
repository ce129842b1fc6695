import { normalizeHeader } from "./normalize-header";

/** The upload file types told apart by their headers (SPEC §5 "File type detection by headers"). */
export const UPLOAD_FILE_TYPES = ["FILE_BLAST", "SMS_CONTACTS", "EMAIL_CONTACTS", "INVALID"] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** The exact header set of a File Blast file, in any order. */
export const FILE_BLAST_HEADERS = ["from", "message", "to"] as const;
/** Any one of these marks an SMS contacts file. */
export const MOBILE_HEADERS = ["mobile", "mobile_number", "mobile_no"] as const;
/** Any one of these marks an email contacts file. */
export const EMAIL_HEADERS = ["email", "email_address", "email_add"] as const;

/** Shown when no file type matches the headers. */
export const UNRECOGNIZED_FILE_TYPE_MESSAGE =
  "File type (File Blast, SMS Contacts or Email Contacts) was not recognized. Headers might be invalid.";

/**
 * Tells the file type from the header row (SPEC §5 "File type detection by headers"): exactly
 * `from`, `message` and `to` is File Blast; else a mobile header is SMS Contacts; else an email
 * header is Email Contacts; else INVALID. Headers are normalised first.
 */
export function detectFileType(headers: string[]): UploadFileType {
  const names = new Set(headers.map(normalizeHeader));
  const blast =
    headers.length === FILE_BLAST_HEADERS.length &&
    names.size === FILE_BLAST_HEADERS.length &&
    FILE_BLAST_HEADERS.every((header) => names.has(header));
  if (blast) return "FILE_BLAST";
  if (MOBILE_HEADERS.some((header) => names.has(header))) return "SMS_CONTACTS";
  if (EMAIL_HEADERS.some((header) => names.has(header))) return "EMAIL_CONTACTS";
  return "INVALID";
}

/** The display name of a file type, as the SPEC writes it. */
export function uploadFileTypeLabel(type: UploadFileType): string {
  switch (type) {
    case "FILE_BLAST":
      return "File Blast";
    case "SMS_CONTACTS":
      return "SMS Contacts";
    case "EMAIL_CONTACTS":
      return "Email Contacts";
    case "INVALID":
      return "Invalid File";
    default:
      return type satisfies never;
  }
}
