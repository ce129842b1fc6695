import { z } from "zod/mini";
import { flagSchema, idSchema, numberSchema } from "./primitives";
import { rowIdSchema } from "./row-id";

/**
 * An uploaded file's record (SPEC §3 "Uploaded file"), as POST /ajax/media/upload_file takes it and
 * GET /ajax/media/uploaded_files answers. The browser's File object itself is not part of the contract.
 */
export const uploadedFileSchema = z.object({
  id: z.nullish(idSchema),
  filename: z.string(),
  type: z.nullish(z.string()),
  size: z._default(numberSchema, 0),
  rows_on_file: z.nullish(numberSchema),
  progress: z._default(numberSchema, 0),
  loaded: z.nullish(numberSchema),
  total: z.nullish(numberSchema),
  status: z.nullish(z.string()),
  filetype_name: z.nullish(z.string()),
  filetype_code: z.nullish(z.string()),
  contact_type_code: z.nullish(z.string()),
  valid: z.nullish(flagSchema),
  fields: z._default(z.array(z.string()), []),
  error: z.nullish(z.string()),
  error_code: z.nullish(numberSchema),
  error_field: z.nullish(z.string()),
  valid_contacts: z.nullish(numberSchema),
  /** Rows refused, and rows dropped as duplicates of an earlier row of the file. */
  invalid_rows: z.nullish(numberSchema),
  duplicates: z.nullish(numberSchema),
  date_created: z.nullish(z.string()),
  is_purged: z._default(flagSchema, false),
  settings: z.nullish(z.looseObject({ group_id: z.nullish(idSchema) })),
  group_id: z.nullish(idSchema),
  group_name: z.nullish(z.string()),
  replace_zero: z._default(flagSchema, false),
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
  url: z.optional(z.string()),
});
export type UploaderAnswer = z.infer<typeof uploaderAnswerSchema>;

/** `POST /ajax/media/upload_file`: the media record of a stored file, before its rows are read. */
export const saveUploadedFileBodySchema = z.strictObject({
  filelink: z.string().check(z.minLength(1)),
  filename: z.string().check(z.minLength(1), z.maxLength(255)),
  purpose: z.enum(UPLOAD_PURPOSES),
  /** The campaign kind whose accepted types apply (SPEC §5); contacts uploads take contacts types. */
  campaign_kind: z.optional(z.enum(["sms_file", "viber_file", "non_file", "email"])),
  /** Contacts uploads: the group to add to, or the name of a new group. */
  group_id: z.optional(rowIdSchema),
  group_name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
  replace_zero: z._default(flagSchema, true),
  /**
   * The personalisation fields the campaign's message uses (`first_name`, custom fields): a
   * contacts file without one of them in its header is refused with 'Incomplete header: …'.
   */
  fields: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))).check(z.maxLength(100)),
  ),
});
export type SaveUploadedFileBody = z.infer<typeof saveUploadedFileBodySchema>;

/** A refused row of an uploaded file, as its rejected-rows CSV lists it. */
export const rejectedRowSchema = z.object({
  line: numberSchema,
  reason: z.string(),
  values: z.array(z.string()),
});
export type RejectedUploadRow = z.infer<typeof rejectedRowSchema>;
