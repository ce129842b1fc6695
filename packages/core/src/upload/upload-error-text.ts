import { normalizeHeader } from "./normalize-header";

/** Fixed upload error texts (SPEC §8 "Upload error texts", §5). */
export const UPLOAD_ERROR_TEXTS = {
  notSafelisted: "URL(s) not safelisted",
  trialLimit: "Maximum contacts upload reached. To continue please top up your account.",
  noValidContacts: "No valid contacts",
  noValidTransactions: "No valid transactions",
  invalidHeaders: "Invalid headers",
  missingTo: "Missing to header",
  missingFrom: "Missing from header",
  missingMessage: "Missing Message header",
  aborted: "Upload aborted",
  purged: "Purged",
  fileTypeNotAllowed: "File Type not allowed",
  mediaNotSaved: "Media file not saved",
  cancelled: "Upload cancelled",
  /** The stored file cannot be read (gone, or kept where this server does not reach): upload it again. */
  fileNotReadable: "The uploaded file could not be read. Please upload it again.",
} as const;

/** Error codes the uploader answers with: 100 non-safelisted URLs, 25 the trial account limit. */
export const UPLOAD_ERROR_CODES = { notSafelisted: 100, trialLimit: 25 } as const;

/** HTTP status of an upload refused for its file type. */
export const UPLOAD_UNSUPPORTED_MEDIA_STATUS = 415;

/** 'Incomplete header' followed by the missing personalisation fields (SPEC §8). */
export function incompleteHeaderText(missingFields: readonly string[]): string {
  return missingFields.length === 0 ? "Incomplete header" : `Incomplete header: ${missingFields.join(", ")}`;
}

/** The missing-header text of a File Blast file (SPEC §8): to, from or Message. */
export function missingBlastHeaderText(header: "to" | "from" | "message"): string {
  switch (header) {
    case "to":
      return UPLOAD_ERROR_TEXTS.missingTo;
    case "from":
      return UPLOAD_ERROR_TEXTS.missingFrom;
    case "message":
      return UPLOAD_ERROR_TEXTS.missingMessage;
    default:
      return header satisfies never;
  }
}

/**
 * The text an uploaded file's error shows (SPEC §8 "Upload error texts"): a purged file shows
 * Purged; error_code 100 and 25 have fixed texts; otherwise the file's own error text, or null.
 */
export function uploadErrorText(file: {
  error_code?: number | null;
  error?: string | null;
  is_purged?: boolean | number | null;
}): string | null {
  if (file.is_purged) return UPLOAD_ERROR_TEXTS.purged;
  if (file.error_code === UPLOAD_ERROR_CODES.notSafelisted) return UPLOAD_ERROR_TEXTS.notSafelisted;
  if (file.error_code === UPLOAD_ERROR_CODES.trialLimit) return UPLOAD_ERROR_TEXTS.trialLimit;
  return file.error ? file.error : null;
}

/** Whether the error is the trial limit, which shows a top-up button beside the text (SPEC §8). */
export function showsTopUpButton(file: { error_code?: number | null }): boolean {
  return file.error_code === UPLOAD_ERROR_CODES.trialLimit;
}

/** The error text of a failed upload request: 415 is 'File Type not allowed' (SPEC §8). */
export function uploadHttpErrorText(httpStatus: number, fallback: string): string {
  return httpStatus === UPLOAD_UNSUPPORTED_MEDIA_STATUS ? UPLOAD_ERROR_TEXTS.fileTypeNotAllowed : fallback;
}

/** Missing blast headers in the order the messages are checked (SPEC §8). */
export function missingBlastHeaders(headers: readonly string[]): Array<"to" | "from" | "message"> {
  const names = new Set(headers.map(normalizeHeader));
  return (["to", "from", "message"] as const).filter((header) => !names.has(header));
}
