import { migrateDocument, type EmailDocument } from "@sendline/designer/document";
import { renderEmailHtml } from "@sendline/designer/render";
import { mergeTagList, parseHtml, toHtml, type MergeTag } from "@sendline/editor/schema";
import { serverDom } from "./dom";

/** The tag a footer's unsubscribe link points at; every email gets a working one (see `message.ts`). */
export const UNSUBSCRIBE_TAG_NAME = "unsubscribe_url";

/** The account's merge tags as the editor lists them: First Name, Last Name, then its custom fields. */
export function accountMergeTags(customFields: readonly string[]): MergeTag[] {
  return mergeTagList(
    customFields.map((name) => ({
      field_name: name,
      label: name.replace(/_/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase()),
    })),
  );
}

/**
 * An email body as the editor would save it, whatever was posted: the HTML is read in an inert
 * document through the editor's schema only and written back by it, so no script, style, event
 * handler, `javascript:`/`data:` or other scheme outside SPEC §5's list survives.
 */
export function sanitizeEmailHtml(html: string, mergeTags: readonly MergeTag[]): string {
  if (html.trim() === "") return "";
  const { domParser, document } = serverDom();
  return toHtml(parseHtml(html, { domParser, mergeTags }), { document });
}

/**
 * A saved design (any version) upgraded and checked by the designer's schema; throws the schema's
 * error for a design it cannot read.
 */
export function readDesign(input: unknown): EmailDocument {
  return migrateDocument(input);
}

/**
 * A design as it may be stored: each text block's rich text written again by the editor's schema
 * (`sanitizeEmailHtml`), so a saved document holds no script, event handler or unsafe link either,
 * whatever renders it later.
 */
export function sanitizeDesign(design: EmailDocument, mergeTags: readonly MergeTag[]): EmailDocument {
  return {
    ...design,
    rows: design.rows.map((row) => ({
      ...row,
      columns: row.columns.map((column) => ({
        ...column,
        blocks: column.blocks.map((block) =>
          block.type === "text" ? { ...block, html: sanitizeEmailHtml(block.html, mergeTags) } : block,
        ),
      })),
    })),
  };
}

/** The email HTML of a design, rendered here: the server never stores HTML a browser sent. */
export function renderDesignHtml(
  design: EmailDocument,
  options: { mergeTags: readonly MergeTag[]; preheader?: string; title?: string },
): string {
  const { domParser } = serverDom();
  return renderEmailHtml(design, {
    domParser,
    mergeTags: options.mergeTags,
    ...(options.preheader !== undefined && { preheader: options.preheader }),
    ...(options.title !== undefined && { title: options.title }),
  });
}
