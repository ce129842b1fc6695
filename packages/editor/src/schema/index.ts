export {
  editorSchema,
  type EditorSchema,
  ALIGNMENTS,
  type Alignment,
  IMAGE_FLOATS,
  type ImageFloat,
} from "./schema";
export { INDENT_STEP, MAX_INDENT, IMAGE_FLOAT_MARGIN, MERGE_TAG_NAME } from "./schema";
export { parseHtml, toHtml, isEmptyDoc, type ParseHtmlOptions, type ToHtmlOptions } from "./html";
export type { HtmlDocumentParser } from "./html";
export { COLOR_PALETTE, type PaletteColor, toPaletteColor } from "./palette";
export { FONT_SIZES, type FontSize, FONT_FAMILIES, type FontFamily } from "./fonts";
export { VIDEO_WIDTH, VIDEO_HEIGHT, VIDEO_EMBED_HOSTS, toVideoEmbedUrl, videoEmbedUrlFor } from "./video";
export {
  BUILT_IN_MERGE_TAGS,
  type MergeTag,
  mergeTagList,
  mergeTagPlaceholder,
  resolveMergeTags,
} from "./merge-tags";
