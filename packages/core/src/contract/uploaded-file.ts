import { z } from "zod";
import { flagSchema, idSchema, numberSchema } from "./primitives";
import { rowIdSchema } from "./row-id";

/**
 * An uploaded file's record (SPEC §3 "Uploaded file"), as POST /ajax/media/upload_file takes it and
 * GET /ajax/media/uploaded_files answers. The browser's File object itself is not part of the contract.
 */
export const uploadedFileSchema = z.object({
  id: idSchema.nullish(),
  filename: z.string(),
  type: z.string().nullish(),
  size: numberSchema.default(0),
  rows_on_file: numberSchema.nullish(),
  progress: numberSchema.default(0),
  loaded: numberSchema.nullish(),
  total: numberSchema.nullish(),
  status: z.string().nullish(),
  filetype_name: z.string().nullish(),
  filetype_code: z.string().nullish(),
  contact_type_code: z.string().nullish(),
  valid: flagSchema.nullish(),
  fields: z.array(z.string()).default([]),
  error: z.string().nullish(),
  error_code: numberSchema.nullish(),
  error_field: z.string().nullish(),
  valid_contacts: numberSchema.nullish(),
  /** Rows refused, and rows dropped as duplicates of an earlier row of the file. */
  invalid_rows: numberSchema.nullish(),
  duplicates: numberSchema.nullish(),
  date_created: z.string().nullish(),
  is_purged: flagSchema.default(false),
  settings: z.looseObject({ group_id: idSchema.nullish() }).nullish(),
  group_id: idSchema.nullish(),
  group_name: z.string().nullish(),
  replace_zero: flagSchema.default(false),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** What an upload is for: recipients of a campaign (30 MB) or contacts saved to a group (10 MB). */
export const UPLOAD_PURPOSES = ["campaign", "contacts"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * The uploader's answer to a stored file (SPEC §7): where it is, and its name. A public upload
 * (`/uploader/s3upload/public`, Viber) also answers the address anyone may read it at.
 */
export const uploaderAnswerSchema = z.object({
  filelink: z.string(),
  filename: z.string(),
  url: z.string().optional(),
});
export type UploaderAnswer = z.infer<typeof uploaderAnswerSchema>;

/** `POST /ajax/media/upload_file`: the media record of a stored file, before its rows are read. */
export const saveUploadedFileBodySchema = z.strictObject({
  filelink: z.string().min(1),
  filename: z.string().min(1).max(255),
  purpose: z.enum(UPLOAD_PURPOSES),
  /** The campaign kind whose accepted types apply (SPEC §5); contacts uploads take contacts types. */
  campaign_kind: z.enum(["sms_file", "viber_file", "non_file", "email"]).optional(),
  /** Contacts uploads: the group to add to, or the name of a new group. */
  group_id: rowIdSchema.optional(),
  group_name: z.string().trim().min(1).max(120).optional(),
  replace_zero: flagSchema.default(true),
  /**
   * The personalisation fields the campaign's message uses (`first_name`, custom fields): a
   * contacts file without one of them in its header is refused with 'Incomplete header: …'.
   */
  fields: z.array(z.string().trim().min(1).max(64)).max(100).optional(),
});
export type SaveUploadedFileBody = z.infer<typeof saveUploadedFileBodySchema>;

/** A refused row of an uploaded file, as its rejected-rows CSV lists it. */
export const rejectedRowSchema = z.object({
  line: numberSchema,
  reason: z.string(),
  values: z.array(z.string()),
});
export type RejectedUploadRow = z.infer<typeof rejectedRowSchema>;
