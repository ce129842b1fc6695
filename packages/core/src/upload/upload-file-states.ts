/** The named states of an uploaded file (SPEC §4 "Uploaded file states"); error states come on top. */
export const UPLOAD_FILE_STATES = [
  "NEW",
  "Validating",
  "Valid Headers",
  "Completed",
  "Invalid file type",
  "Invalid Header(s)",
  "Upload aborted",
] as const;
export type UploadFileState = (typeof UPLOAD_FILE_STATES)[number];
