// Email HTML from a document: React-free, for the designer's preview and for a server sending the email.
export {
  renderEmailHtml,
  renderBlockHtml,
  renderBlockCell,
  type RenderEmailOptions,
  type BlockRenderContext,
} from "./render-email-html";
export { renderRichText, type RichTextContext } from "./rich-text";
// A saved design upgraded to the current version without a validator (`migrateDocument` checks).
export { DocumentVersionError, upgradeDocument } from "../document/upgrade";
