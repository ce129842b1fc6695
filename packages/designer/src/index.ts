export * from "./document";
export * from "./render";
export { EmailDesigner, type EmailDesignerProps, type EmailDesignerMode } from "./designer/email-designer";
export {
  EmailHtmlPreview,
  PREVIEW_WIDTHS,
  type EmailHtmlPreviewProps,
  type EmailPreviewWidth,
} from "./designer/email-html-preview";
export { type ImageUploader, IMAGE_UPLOAD_ACCEPT, TEXT_BLOCK_TOOLBAR } from "./designer/block-content-fields";
export type { DesignerSelection } from "./designer/canvas";
export { HISTORY_LIMIT, HISTORY_MERGE_MS } from "./designer/use-document-history";
