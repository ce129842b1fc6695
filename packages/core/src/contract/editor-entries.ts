import { z } from "zod/mini";

/** A personalisation tag (SPEC §3 "Merge-tag entry"). */
export const mergeTagEntrySchema = z.object({
  field_name: z.string().check(z.minLength(1)),
  label: z.string(),
});
export type MergeTagEntry = z.infer<typeof mergeTagEntrySchema>;

/** The two built-in tags; custom-field tags follow them (SPEC §3, §7). */
export const BUILT_IN_MERGE_TAGS: readonly MergeTagEntry[] = [
  { field_name: "first_name", label: "First Name" },
  { field_name: "last_name", label: "Last Name" },
];

/** The custom-fields answer: `{ data: [{field_name, label}] }` (SPEC §7 "Editor calls"). */
export const customFieldsResponseSchema = z.object({ data: z.array(mergeTagEntrySchema) });

/** Built-in tags first, then custom ones whose field_name is not already taken (SPEC §7). */
export function mergeTags(custom: readonly MergeTagEntry[]): MergeTagEntry[] {
  const taken = new Set(BUILT_IN_MERGE_TAGS.map((tag) => tag.field_name));
  return [...BUILT_IN_MERGE_TAGS, ...custom.filter((tag) => !taken.has(tag.field_name))];
}

/** An image in the image manager (SPEC §3 "Image-manager entry"). */
export const imageManagerEntrySchema = z.object({
  thumb: z.string(),
  image: z.string(),
  title: z.optional(z.string()),
});
export type ImageManagerEntry = z.infer<typeof imageManagerEntrySchema>;

/** An image or file upload's answer: the link and name, or an error (SPEC §3, §8). */
export const editorUploadResponseSchema = z.union([
  z.object({ error: z.string() }),
  z.object({ filelink: z.string(), filename: z.optional(z.string()) }),
]);
export type EditorUploadResponse = z.infer<typeof editorUploadResponseSchema>;
