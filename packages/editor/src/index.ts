export { RichTextEditor, type RichTextEditorProps, type RichTextEditorHandle } from "./rich-text-editor";
export * from "./schema";
export {
  ALLOWED_LINK_SCHEMES,
  isAllowedLinkUrl,
  isAllowedImageUrl,
  normalizeLinkUrl,
  validateLinkDialog,
  LINK_DIALOG_MESSAGES,
  countText,
  type TextCounts,
  clampImageSize,
  type ImageSize,
} from "./rules";
export {
  DEFAULT_TOOLBAR,
  TOOLBAR_COMMANDS,
  type ToolbarItemId,
  type ToolbarCommandItem,
} from "./toolbar/toolbar-items";
export type { ToolbarCommandId, ToolbarWidgetId } from "./toolbar/toolbar-items";
export {
  type ImageManagerEntry,
  type ImageManagerOptions,
  IMAGE_UPLOAD_TYPES,
} from "./dialogs/image-manager";
export { type AutosaveOptions, type AutosaveResult, AUTOSAVE_INTERVAL_MS } from "./editor/use-autosave";
export {
  type EditorRequest,
  type EditorUploadRequest,
  type EditorAutosaveRequest,
  type EditorLoader,
  type EditorUploader,
  type UploadOutcome,
  type EditorUploadResponse,
  TOKEN_EXPIRED_CODES,
  UPLOAD_FIELD,
  readUploadAnswer,
} from "./editor/editor-calls";
export {
  resizeImage,
  resizeSelectedImage,
  updateImage,
  IMAGE_RESIZE_STEP,
  type ImageChanges,
} from "./extensions/image/image";
export { setLink, insertLinkedText, removeLink, linkAtSelection } from "./extensions/link/link";
export { insertMergeTag } from "./extensions/merge-tag/merge-tag";
export { limiterPlugin, textLength } from "./extensions/limiter/limiter";
export { countDoc } from "./extensions/counter/counter";
export {
  indent,
  outdent,
  setAlignment,
  setMark,
  clearFormatting,
  insertCodeTab,
  CODE_TAB,
} from "./extensions/formatting/formatting";
