/** Size limits in megabytes (SPEC §5, §9): SMS and blast uploads, and uploads saved to contacts. */
export const UPLOAD_SIZE_LIMITS_MB = { campaign: 30, contacts: 10 } as const;

/** The file header is read in chunks of this many bytes (SPEC §9). */
export const HEADER_CHUNK_BYTES = 64 * 1024;

export const UNSUPPORTED_FILE_TYPE_MESSAGE = "File upload error. Unsupported file type.";
export const EMPTY_FILE_MESSAGE = "File is empty.";

/** 'Maximum file size limit of {n}MB exceeded.' (SPEC §5). */
export function fileSizeLimitMessage(limitMb: number): string {
  return `Maximum file size limit of ${limitMb}MB exceeded.`;
}

/**
 * Checks a chosen file before upload (SPEC §5 "Contact and blast file upload"): only `.csv`
 * (any case), not empty, and not over `limitMb` megabytes (1 MB = 1024 × 1024 bytes).
 * Returns the error text, or null when the file may be uploaded.
 */
export function checkUploadFile(file: { name: string; size: number }, limitMb: number): string | null {
  if (!/\.csv$/i.test(file.name.trim())) return UNSUPPORTED_FILE_TYPE_MESSAGE;
  if (file.size <= 0) return EMPTY_FILE_MESSAGE;
  if (file.size > limitMb * 1024 * 1024) return fileSizeLimitMessage(limitMb);
  return null;
}
