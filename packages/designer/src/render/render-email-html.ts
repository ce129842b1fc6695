import type { HtmlDocumentParser, MergeTag } from "@sendline/editor/schema";
import { CONTENT_WIDTH, FONT_FAMILIES, SOCIAL_NETWORK_LABELS, UNSUBSCRIBE_TAG } from "../document/constants";
import type { Block, BlockOf, DocumentSettings, EmailDocument, Row } from "../document/document-schema";
import { isEmailImageUrl, isEmailLinkUrl } from "../document/links";
import { TABLE_ATTRS, attrs, escapeHtml, styleAttr } from "./escape";
import { renderRichText } from "./rich-text";

export interface RenderEmailOptions {
  /** The `<title>` of the HTML document. @default "" */
  title?: string;
  /** The preview line shown after the subject in an inbox. @default the document's `settings.preheader` */
  preheader?: string;
  /** The `lang` of the HTML document. @default "en" */
  lang?: string;
  /**
   * Parser for the text blocks' HTML where there is no `window` (a server): e.g. the `DOMParser` of a
   * JSDOM window. In a browser it can be left out.
   */
  domParser?: HtmlDocumentParser;
  /** Known merge tags, so `{{field}}` text of the text blocks stays a tag. @default first_name, last_name */
  mergeTags?: readonly MergeTag[];
  /**
   * Where the social networks' icons are: `<base>/<network>.png`, 32 x 32 px (`facebook`, `x`,
   * `instagram`, `linkedin`, `youtube`, `tiktok`). Without it the networks are text links.
   */
  socialIconBaseUrl?: string;
}

/** What a block needs to know of where it is rendered. */
export interface BlockRenderContext {
  settings: DocumentSettings;
  /** Width of the block's column, in px. */
  width: number;
  domParser?: HtmlDocumentParser;
  mergeTags?: readonly MergeTag[];
  socialIconBaseUrl?: string;
  /** Shows a grey box for an image without a source, as the designer's canvas does. @default false */
  placeholders?: boolean;
}

const HEADING_SIZES = { 1: 28, 2: 24, 3: 20 } as const;
const ICON_SIZE = 32;

const table = (inner: string, extra: Record<string, string | number | null> = {}, style = "") =>
  `<table${TABLE_ATTRS}${attrs(extra)}${style}>${inner}</table>`;

const link = (href: string, inner: string, style: Record<string, string | number | null>) =>
  `<a${attrs({ href, target: "_blank" })}${styleAttr(style)}>${inner}</a>`;

/** `text` with its line breaks kept. */
const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

function fontOf(block: Block, settings: DocumentSettings) {
  return FONT_FAMILIES[block.style.fontFamily ?? settings.fontFamily];
}

function contentWidth(block: Block, width: number) {
  return Math.max(1, width - block.style.padding.left - block.style.padding.right);
}

function heading(block: BlockOf<"heading">, context: BlockRenderContext) {
  const size = block.style.fontSize ?? HEADING_SIZES[block.level];
  const style = styleAttr({
    margin: 0,
    "font-family": fontOf(block, context.settings),
    "font-size": `${size}px`,
    "line-height": 1.25,
    "font-weight": "bold",
    color: block.style.textColor ?? context.settings.textColor,
  });
  return `<h${block.level}${style}>${lines(block.text)}</h${block.level}>`;
}

function image(block: BlockOf<"image">, context: BlockRenderContext) {
  const available = contentWidth(block, context.width);
  const width = Math.min(block.width ?? available, available);
  const margin = { left: "0", center: "0 auto", right: "0 0 0 auto" }[block.style.align];
  if (!isEmailImageUrl(block.src)) {
    if (!context.placeholders) return "";
    return table(
      `<tr><td align="center" height="120"${styleAttr({
        height: "120px",
        "background-color": "#efefef",
        color: "#555555",
        "font-family": "Arial, sans-serif",
        "font-size": "14px",
      })}>Image</td></tr>`,
      { width },
      styleAttr({ width: `${width}px`, "max-width": "100%", margin }),
    );
  }
  const img = `<img${attrs({ src: block.src, alt: block.alt, width })}${styleAttr({
    display: "block",
    width: "100%",
    "max-width": `${width}px`,
    height: "auto",
    margin,
    border: 0,
    outline: "none",
    "text-decoration": "none",
  })}>`;
  return isEmailLinkUrl(block.link) ? link(block.link, img, { "text-decoration": "none" }) : img;
}

function button(block: BlockOf<"button">, context: BlockRenderContext) {
  const style = {
    display: "inline-block",
    padding: "12px 24px",
    "font-family": fontOf(block, context.settings),
    "font-size": `${block.style.fontSize ?? context.settings.fontSize}px`,
    "font-weight": "bold",
    "line-height": 1.2,
    color: block.buttonTextColor,
    "text-decoration": "none",
    "border-radius": "4px",
  };
  // A button whose address is missing or not allowed keeps its look without a link.
  const label = escapeHtml(block.text);
  const inner = isEmailLinkUrl(block.url)
    ? link(block.url, label, style)
    : `<span${styleAttr(style)}>${label}</span>`;
  return table(
    `<tr><td${attrs({ align: "center", bgcolor: block.buttonColor })}${styleAttr({
      "border-radius": "4px",
      "background-color": block.buttonColor,
    })}>${inner}</td></tr>`,
    { align: block.style.align },
  );
}

function divider(block: BlockOf<"divider">) {
  return table(
    `<tr><td${styleAttr({
      "border-top": `${block.thickness}px solid ${block.color}`,
      "font-size": "1px",
      "line-height": "1px",
    })}>&nbsp;</td></tr>`,
    { width: "100%" },
    styleAttr({ width: "100%" }),
  );
}

function spacer(block: BlockOf<"spacer">) {
  return table(
    `<tr><td${attrs({ height: block.height })}${styleAttr({
      height: `${block.height}px`,
      "font-size": "1px",
      "line-height": "1px",
    })}>&nbsp;</td></tr>`,
    { width: "100%" },
    styleAttr({ width: "100%" }),
  );
}

function social(block: BlockOf<"social">, context: BlockRenderContext) {
  const cells = block.links
    .filter((entry) => isEmailLinkUrl(entry.url))
    .map((entry) => {
      const label = SOCIAL_NETWORK_LABELS[entry.network];
      const base = context.socialIconBaseUrl?.replace(/\/+$/, "");
      const inner =
        base && isEmailImageUrl(base)
          ? `<img${attrs({ src: `${base}/${entry.network}.png`, alt: label, width: ICON_SIZE, height: ICON_SIZE })}${styleAttr({ display: "block", border: 0 })}>`
          : escapeHtml(label);
      const style = {
        color: block.style.textColor ?? context.settings.linkColor,
        "font-family": fontOf(block, context.settings),
        "font-weight": "bold",
        "text-decoration": "none",
      };
      return `<td${styleAttr({ padding: "0 8px" })}>${link(entry.url, inner, style)}</td>`;
    });
  if (cells.length === 0) return "";
  return table(`<tr>${cells.join("")}</tr>`, { align: block.style.align });
}

function footer(block: BlockOf<"footer">, context: BlockRenderContext) {
  const color = block.style.textColor ?? context.settings.textColor;
  const text =
    block.text.trim() === "" ? "" : `<p${styleAttr({ margin: "0 0 8px 0" })}>${lines(block.text)}</p>`;
  const unsubscribe = link(UNSUBSCRIBE_TAG, escapeHtml(block.unsubscribeText.trim() || "Unsubscribe"), {
    color,
    "text-decoration": "underline",
  });
  return `${text}<p${styleAttr({ margin: 0 })}>${unsubscribe}</p>`;
}

function blockContent(block: Block, context: BlockRenderContext): string {
  switch (block.type) {
    case "heading":
      return heading(block, context);
    case "text":
      return renderRichText(block.html, {
        width: contentWidth(block, context.width),
        linkColor: context.settings.linkColor,
        ...(context.domParser ? { domParser: context.domParser } : {}),
        ...(context.mergeTags ? { mergeTags: context.mergeTags } : {}),
      });
    case "image":
      return image(block, context);
    case "button":
      return button(block, context);
    case "divider":
      return divider(block);
    case "spacer":
      return spacer(block);
    case "social":
      return social(block, context);
    case "footer":
      return footer(block, context);
    default:
      return block satisfies never;
  }
}

/**
 * One block as the cell of a layout table (`<td>…</td>`), its settings as inline styles: the padding,
 * alignment, background and the font the block's content inherits.
 */
export function renderBlockCell(block: Block, context: BlockRenderContext): string {
  const { padding, align, backgroundColor } = block.style;
  const style = styleAttr({
    padding: `${padding.top}px ${padding.right}px ${padding.bottom}px ${padding.left}px`,
    "background-color": backgroundColor,
    "font-family": fontOf(block, context.settings),
    "font-size": `${block.style.fontSize ?? context.settings.fontSize}px`,
    "line-height": 1.5,
    color: block.style.textColor ?? context.settings.textColor,
    "text-align": align,
    "word-break": "break-word",
  });
  return `<td${attrs({ align, valign: "top", bgcolor: backgroundColor })}${style}>${blockContent(block, context)}</td>`;
}

/** One block as a full-width layout table of one cell, e.g. for a canvas or a preview of the block alone. */
export function renderBlockHtml(block: Block, context: BlockRenderContext): string {
  return table(
    `<tr>${renderBlockCell(block, context)}</tr>`,
    { width: "100%" },
    styleAttr({ width: "100%" }),
  );
}

function columnTable(row: Row, index: number, context: Omit<BlockRenderContext, "width">, width: number) {
  const column = row.columns[index]!;
  const cells = column.blocks.map((block) => `<tr>${renderBlockCell(block, { ...context, width })}</tr>`);
  const inner =
    cells.length > 0
      ? cells.join("")
      : `<tr><td${styleAttr({ "font-size": "1px", "line-height": "1px" })}>&nbsp;</td></tr>`;
  return table(inner, { width: "100%" }, styleAttr({ width: "100%" }));
}

/**
 * A row: one column is a plain table; two or three are inline blocks of a fixed maximum width that
 * stand side by side in a wide window and stack in a narrow one (no media query needed), with
 * Outlook's own table around them in conditional comments (it knows no inline blocks).
 */
function renderRow(row: Row, context: Omit<BlockRenderContext, "width">) {
  const count = row.columns.length;
  const width = Math.floor(CONTENT_WIDTH / count);
  const cellStyle = {
    padding: `${row.padding.top}px 0 ${row.padding.bottom}px 0`,
    "background-color": row.backgroundColor,
  };
  const cellAttrs = attrs({ align: "center", valign: "top", bgcolor: row.backgroundColor });
  if (count === 1) {
    return `<tr><td${cellAttrs}${styleAttr(cellStyle)}>${columnTable(row, 0, context, width)}</td></tr>`;
  }
  const ghostCell = `<td${attrs({ width, valign: "top" })}>`;
  const columns = row.columns.map((_, index) => {
    const column = `<div${styleAttr({
      display: "inline-block",
      width: "100%",
      "max-width": `${width}px`,
      "vertical-align": "top",
    })}>${columnTable(row, index, context, width)}</div>`;
    return `<!--[if mso]>${ghostCell}<![endif]-->${column}<!--[if mso]></td><![endif]-->`;
  });
  const ghostTable = `<!--[if mso]><table${TABLE_ATTRS} width="${CONTENT_WIDTH}"><tr><![endif]-->`;
  return `<tr><td${cellAttrs}${styleAttr({ ...cellStyle, "font-size": 0 })}>${ghostTable}${columns.join("")}<!--[if mso]></tr></table><![endif]--></td></tr>`;
}

/**
 * The email's HTML for `doc`: a complete HTML document whose layout is tables with inline styles only
 * (no `<style>` element, no flexbox or grid, widths as attributes), a 600 px column centred on the
 * background, a hidden preheader, and `{{merge_tags}}` left in place for the server to fill in.
 */
export function renderEmailHtml(doc: EmailDocument, options: RenderEmailOptions = {}): string {
  const { settings } = doc;
  const context: Omit<BlockRenderContext, "width"> = {
    settings,
    ...(options.domParser ? { domParser: options.domParser } : {}),
    ...(options.mergeTags ? { mergeTags: options.mergeTags } : {}),
    ...(options.socialIconBaseUrl ? { socialIconBaseUrl: options.socialIconBaseUrl } : {}),
  };
  const preheaderText = options.preheader ?? settings.preheader;
  const preheader =
    preheaderText.trim() === ""
      ? ""
      : `<div${styleAttr({
          display: "none",
          "font-size": "1px",
          "line-height": "1px",
          "max-height": 0,
          "max-width": 0,
          opacity: 0,
          overflow: "hidden",
          "mso-hide": "all",
          color: settings.backgroundColor,
        })}>${escapeHtml(preheaderText)}</div>`;
  const rows = doc.rows.map((row) => renderRow(row, context)).join("");
  const content = table(
    rows || `<tr><td${styleAttr({ "font-size": "1px", "line-height": "1px" })}>&nbsp;</td></tr>`,
    { width: CONTENT_WIDTH, align: "center", bgcolor: settings.contentBackgroundColor },
    styleAttr({
      width: "100%",
      "max-width": `${CONTENT_WIDTH}px`,
      "background-color": settings.contentBackgroundColor,
    }),
  );
  const outer = table(
    `<tr><td${attrs({ align: "center", valign: "top" })}${styleAttr({ padding: "24px 0" })}>${content}</td></tr>`,
    { width: "100%", bgcolor: settings.backgroundColor },
    styleAttr({ width: "100%", "background-color": settings.backgroundColor }),
  );
  return [
    "<!DOCTYPE html>",
    `<html${attrs({ lang: options.lang ?? "en" })}>`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta http-equiv="X-UA-Compatible" content="IE=edge">',
    '<meta name="x-apple-disable-message-reformatting">',
    `<title>${escapeHtml(options.title ?? "")}</title>`,
    "</head>",
    `<body${styleAttr({ margin: 0, padding: 0, width: "100%", "background-color": settings.backgroundColor })}>`,
    preheader,
    outer,
    "</body>",
    "</html>",
  ].join("\n");
}
