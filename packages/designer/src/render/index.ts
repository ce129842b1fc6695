// Email HTML from a document: React-free, for the designer's preview and for a server sending the email.
export {
  renderEmailHtml,
  renderBlockHtml,
  renderBlockCell,
  type RenderEmailOptions,
  type BlockRenderContext,
} from "./render-email-html";
export { renderRichText, type RichTextContext } from "./rich-text";
