export { RichTextEditor, type RichTextEditorProps, type RichTextEditorHandle } from "./rich-text-editor";
export * from "./schema";
export {
  ALLOWED_LINK_SCHEMES,
  isAllowedLinkUrl,
  normalizeLinkUrl,
  validateLinkDialog,
  LINK_DIALOG_MESSAGES,
  countText,
  type TextCounts,
} from "./rules";
