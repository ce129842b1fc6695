import { z } from "zod";
import { flagSchema, idSchema, numberSchema } from "./primitives";

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
  is_purged: flagSchema.default(false),
  settings: z.looseObject({ group_id: idSchema.nullish() }).nullish(),
  group_id: idSchema.nullish(),
  group_name: z.string().nullish(),
  replace_zero: flagSchema.default(false),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
