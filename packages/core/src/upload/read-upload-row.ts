import { normalizeMobile, INVALID_MOBILE_MESSAGE, type NumberingPlan } from "../recipients/normalize-mobile";
import { EMAIL_HEADERS, MOBILE_HEADERS, type UploadFileType } from "./detect-file-type";

/** How an account reads an uploaded file's numbers: its numbering plan and the replace-zero choice. */
export type UploadRowRules = NumberingPlan & {
  /** Reads a leading 0 as the trunk prefix of a national number (0917… is 63917…). */
  replaceZero: boolean;
};

/** One valid row of an uploaded file, as stored. */
export type UploadRow =
  | { kind: "contact"; mobile: string | null; email: string | null; fields: Record<string, string> }
  | { kind: "blast"; from: string; to: string; message: string };

/** A row read: valid with the key that finds duplicates within the file, or refused with a reason. */
export type UploadRowOutcome = { ok: true; key: string; row: UploadRow } | { ok: false; reason: string };

export const UPLOAD_ROW_REASONS = {
  invalidEmail: "Not a valid email address.",
  leadingZero: "Starts with 0: turn on replace zero to read it as a local number.",
  emptyMessage: "The message is empty.",
  emptyFrom: "The sender (from) is empty.",
  duplicate: "Duplicate of an earlier row.",
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** Reads the data rows of one file, its columns found once (see `uploadRowReader`). */
export type UploadRowReader = (values: readonly string[]) => UploadRowOutcome;

/**
 * A reader of the data rows of a file whose normalised headers are `headers` (SPEC §5): a
 * contacts row needs a mobile of the account's country (SMS Contacts) or an email of the right
 * shape (Email Contacts); a File Blast row needs a sender, a message and a `to` mobile. The other
 * columns of a contacts row are kept as its fields (first_name, last_name, custom fields). The
 * columns are looked up once, not on every row: a file may hold hundreds of thousands.
 */
export function uploadRowReader(
  type: Exclude<UploadFileType, "INVALID">,
  headers: readonly string[],
  rules: UploadRowRules,
): UploadRowReader {
  const column = (name: string) => headers.indexOf(name);
  const value = (values: readonly string[], index: number) => (values[index] ?? "").trim();
  const mobileOf = (raw: string): UploadRowOutcome | string => {
    if (!rules.replaceZero && /^0(?!0)/.test(raw))
      return { ok: false, reason: UPLOAD_ROW_REASONS.leadingZero };
    return normalizeMobile(raw, rules) ?? { ok: false, reason: INVALID_MOBILE_MESSAGE };
  };

  if (type === "FILE_BLAST") {
    const [fromAt, messageAt, toAt] = [column("from"), column("message"), column("to")];
    return (values) => {
      const from = value(values, fromAt);
      const message = value(values, messageAt);
      const to = mobileOf(value(values, toAt));
      if (typeof to !== "string") return to;
      if (!from) return { ok: false, reason: UPLOAD_ROW_REASONS.emptyFrom };
      if (!message) return { ok: false, reason: UPLOAD_ROW_REASONS.emptyMessage };
      return { ok: true, key: `${to}\n${from}\n${message}`, row: { kind: "blast", from, to, message } };
    };
  }

  const fieldColumns = headers.flatMap((header, index) =>
    (MOBILE_HEADERS as readonly string[]).includes(header) ||
    (EMAIL_HEADERS as readonly string[]).includes(header)
      ? []
      : [[header, index] as const],
  );
  const fieldsOf = (values: readonly string[]) => {
    const fields: Record<string, string> = {};
    for (const [header, index] of fieldColumns) fields[header] = value(values, index);
    return fields;
  };
  if (type === "SMS_CONTACTS") {
    const mobileAt = column(MOBILE_HEADERS.find((name) => headers.includes(name))!);
    return (values) => {
      const mobile = mobileOf(value(values, mobileAt));
      if (typeof mobile !== "string") return mobile;
      return {
        ok: true,
        key: mobile,
        row: { kind: "contact", mobile, email: null, fields: fieldsOf(values) },
      };
    };
  }
  const emailAt = column(EMAIL_HEADERS.find((name) => headers.includes(name))!);
  return (values) => {
    const email = value(values, emailAt).toLowerCase();
    if (!EMAIL_SHAPE.test(email)) return { ok: false, reason: UPLOAD_ROW_REASONS.invalidEmail };
    return { ok: true, key: email, row: { kind: "contact", mobile: null, email, fields: fieldsOf(values) } };
  };
}

/** Reads one data row of an uploaded file (SPEC §5); see `uploadRowReader` for the rules. */
export function readUploadRow(
  type: Exclude<UploadFileType, "INVALID">,
  headers: readonly string[],
  values: readonly string[],
  rules: UploadRowRules,
): UploadRowOutcome {
  return uploadRowReader(type, headers, rules)(values);
}
