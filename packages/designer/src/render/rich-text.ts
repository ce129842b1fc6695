import type { Mark, Node } from "prosemirror-model";
import {
  FONT_FAMILIES,
  FONT_SIZES,
  type FontFamily,
  type HtmlDocumentParser,
  INDENT_STEP,
  type MergeTag,
  parseHtml,
  toPaletteColor,
} from "@sendline/editor/schema";
import { isEmailImageUrl, isEmailLinkUrl } from "../document/links";
import { attrs, escapeHtml, styleAttr } from "./escape";

export interface RichTextContext {
  /** Width the text has, in px: images wider than this are scaled down to it. */
  width: number;
  linkColor: string;
  domParser?: HtmlDocumentParser;
  mergeTags?: readonly MergeTag[];
}

const HEADING_SIZES = [28, 24, 20, 18, 16, 14];
const GAP = "12px";

/** The opening and closing tags of a mark, or none for a link the email may not keep. */
function markTags(mark: Mark, context: RichTextContext): [string, string] {
  const { attrs: a } = mark;
  switch (mark.type.name) {
    case "link": {
      const href = String(a.href);
      if (!isEmailLinkUrl(href)) return ["", ""];
      const style = styleAttr({ color: context.linkColor, "text-decoration": "underline" });
      return [`<a${attrs({ href, target: "_blank" })}${style}>`, "</a>"];
    }
    case "bold":
      return ["<strong>", "</strong>"];
    case "italic":
      return ["<em>", "</em>"];
    case "underline":
      return ["<u>", "</u>"];
    case "strike":
      return ["<s>", "</s>"];
    case "font_size": {
      const size = Number(a.size);
      return (FONT_SIZES as readonly number[]).includes(size)
        ? [`<span${styleAttr({ "font-size": `${size}px` })}>`, "</span>"]
        : ["", ""];
    }
    case "font_family": {
      const stack = FONT_FAMILIES[a.family as FontFamily];
      return stack ? [`<span${styleAttr({ "font-family": stack })}>`, "</span>"] : ["", ""];
    }
    case "text_color":
    case "background_color": {
      const color = toPaletteColor(String(a.color));
      const property = mark.type.name === "text_color" ? "color" : "background-color";
      return color ? [`<span${styleAttr({ [property]: color })}>`, "</span>"] : ["", ""];
    }
    default:
      return ["", ""];
  }
}

function inlineLeaf(node: Node, context: RichTextContext): string {
  switch (node.type.name) {
    case "text":
      return escapeHtml(node.text ?? "");
    case "hard_break":
      return "<br>";
    case "merge_tag":
      // The server fills `{{field_name}}` in; the editor's span around it is only for editing.
      return `{{${String(node.attrs.name)}}}`;
    case "image": {
      const src = String(node.attrs.src);
      if (!isEmailImageUrl(src)) return "";
      const natural = Number(node.attrs.width) || 0;
      const width = natural > 0 ? Math.min(natural, context.width) : context.width;
      const height = natural > 0 && natural <= context.width ? Number(node.attrs.height) || null : null;
      const float = node.attrs.float === "left" || node.attrs.float === "right" ? node.attrs.float : null;
      const margin = float === "left" ? "0 10px 10px 0" : float === "right" ? "0 0 10px 10px" : null;
      return `<img${attrs({
        src,
        alt: node.attrs.alt ?? "",
        width,
        height,
        align: float,
      })}${styleAttr({ "max-width": "100%", height: "auto", border: 0, margin })}>`;
    }
    default:
      return "";
  }
}

/** The inline content of a text block, with marks nested the way the DOM serializer nests them. */
function inline(parent: Node, context: RichTextContext): string {
  let html = "";
  const open: { mark: Mark; close: string }[] = [];
  parent.forEach((child) => {
    let keep = 0;
    while (keep < open.length && keep < child.marks.length && open[keep]!.mark.eq(child.marks[keep]!))
      keep += 1;
    while (open.length > keep) html += open.pop()!.close;
    for (const mark of child.marks.slice(keep)) {
      const [start, close] = markTags(mark, context);
      html += start;
      open.push({ mark, close });
    }
    html += inlineLeaf(child, context);
  });
  while (open.length > 0) html += open.pop()!.close;
  return html;
}

function blockStyle(node: Node, last: boolean, extra: Record<string, string | number | null> = {}) {
  const indent = Number(node.attrs.indent) || 0;
  return styleAttr({
    margin: `0 0 ${last ? 0 : GAP} ${indent > 0 ? `${indent * INDENT_STEP}px` : 0}`,
    "text-align": typeof node.attrs.align === "string" ? node.attrs.align : null,
    ...extra,
  });
}

function blocks(parent: Node, context: RichTextContext): string {
  let html = "";
  parent.forEach((node, _offset, index) => {
    html += block(node, index === parent.childCount - 1, context);
  });
  return html;
}

function block(node: Node, last: boolean, context: RichTextContext): string {
  switch (node.type.name) {
    case "paragraph":
      return `<p${blockStyle(node, last)}>${inline(node, context) || "&nbsp;"}</p>`;
    case "heading": {
      const level = Math.min(6, Math.max(1, Number(node.attrs.level) || 1));
      const style = blockStyle(node, last, {
        "font-size": `${HEADING_SIZES[level - 1]}px`,
        "line-height": 1.25,
        "font-weight": "bold",
      });
      return `<h${level}${style}>${inline(node, context)}</h${level}>`;
    }
    case "blockquote":
      return `<blockquote${styleAttr({
        margin: `0 0 ${last ? 0 : GAP} 0`,
        padding: "0 0 0 12px",
        "border-left": "4px solid #cccccc",
      })}>${blocks(node, context)}</blockquote>`;
    case "code_block":
      return `<pre${styleAttr({
        margin: `0 0 ${last ? 0 : GAP} 0`,
        padding: "8px",
        "background-color": "#efefef",
        "font-family": "monospace",
        "font-size": "13px",
        "white-space": "pre-wrap",
      })}>${escapeHtml(node.textContent)}</pre>`;
    case "horizontal_rule":
      return `<hr${styleAttr({ border: 0, "border-top": "1px solid #cccccc", margin: `${GAP} 0` })}>`;
    case "video": {
      // Mail clients play no embedded video: the email links to it instead.
      const src = String(node.attrs.src);
      if (!isEmailLinkUrl(src)) return "";
      const link = `<a${attrs({ href: src, target: "_blank" })}${styleAttr({ color: context.linkColor })}>Watch the video</a>`;
      return `<p${styleAttr({ margin: `0 0 ${last ? 0 : GAP} 0` })}>${link}</p>`;
    }
    case "bullet_list":
    case "ordered_list": {
      const tag = node.type.name === "bullet_list" ? "ul" : "ol";
      const order = Number(node.attrs.order);
      const start = tag === "ol" && order > 1 ? order : null;
      const items = blocks(node, context);
      return `<${tag}${attrs({ start })}${styleAttr({ margin: `0 0 ${last ? 0 : GAP} 0`, padding: "0 0 0 24px" })}>${items}</${tag}>`;
    }
    case "list_item":
      return `<li${styleAttr({ margin: `0 0 ${last ? 0 : "4px"} 0` })}>${blocks(node, context)}</li>`;
    default:
      return "";
  }
}

/**
 * The HTML of a text block for an email. The block's HTML is read again through the rich-text
 * editor's schema (whatever it does not know is dropped) and written with inline styles only; links
 * outside http, https and mailto lose their link, images outside http and https are dropped.
 */
export function renderRichText(html: string, context: RichTextContext): string {
  const doc = parseHtml(html, {
    ...(context.domParser ? { domParser: context.domParser } : {}),
    ...(context.mergeTags ? { mergeTags: context.mergeTags } : {}),
  });
  return blocks(doc, context);
}
