import { type DOMOutputSpec, type MarkSpec, type NodeSpec, Schema } from "prosemirror-model";
import { addListNodes } from "prosemirror-schema-list";
import { isAllowedImageUrl, isAllowedLinkUrl } from "../rules";
import { FONT_FAMILIES, type FontFamily, toFontFamily, toFontSize } from "./fonts";
import { toPaletteColor } from "./palette";
import { toVideoEmbedUrl, VIDEO_HEIGHT, VIDEO_WIDTH } from "./video";

/** One indent level, in px (SPEC §9). */
export const INDENT_STEP = 20;
/** Deepest indent level kept. */
export const MAX_INDENT = 10;
/** Margin around a floated image, in px (SPEC §9). */
export const IMAGE_FLOAT_MARGIN = 10;

export const ALIGNMENTS = ["left", "center", "right", "justify"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
export const IMAGE_FLOATS = ["none", "left", "right"] as const;
export type ImageFloat = (typeof IMAGE_FLOATS)[number];

/** What a merge-tag field name may hold; anything else is not a tag. */
export const MERGE_TAG_NAME = /^[A-Za-z][\w.-]{0,63}$/;

type Attrs = Record<string, unknown>;

// Style attributes are never copied: they are rebuilt from the attribute values the schema checked.
function styleOf(declarations: Record<string, string | null>): string | undefined {
  const style = Object.entries(declarations)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `${name}: ${value}`)
    .join("; ");
  return style === "" ? undefined : style;
}

function readAlign(dom: HTMLElement): Alignment | null {
  const value = (dom.style.textAlign || dom.getAttribute("align") || "").toLowerCase();
  return (ALIGNMENTS as readonly string[]).includes(value) && value !== "left" ? (value as Alignment) : null;
}

function readIndent(dom: HTMLElement): number {
  const px = Number.parseFloat(dom.style.marginLeft || dom.style.paddingLeft || "0");
  return Number.isFinite(px) && px > 0 ? Math.min(MAX_INDENT, Math.round(px / INDENT_STEP)) : 0;
}

function blockAttrs(dom: HTMLElement): Attrs {
  return { align: readAlign(dom), indent: readIndent(dom) };
}

function blockStyle(attrs: Attrs): string | undefined {
  const indent = Number(attrs.indent) || 0;
  return styleOf({
    "text-align": typeof attrs.align === "string" ? attrs.align : null,
    "margin-left": indent > 0 ? `${indent * INDENT_STEP}px` : null,
  });
}

const alignedBlockAttrs = { align: { default: null }, indent: { default: 0 } };

const nodes: Record<string, NodeSpec> = {
  doc: { content: "block+" },
  paragraph: {
    content: "inline*",
    group: "block",
    attrs: alignedBlockAttrs,
    parseDOM: [{ tag: "p", getAttrs: (dom) => blockAttrs(dom) }],
    toDOM: (node) => ["p", { style: blockStyle(node.attrs) }, 0],
  },
  heading: {
    content: "inline*",
    group: "block",
    defining: true,
    attrs: { level: { default: 1 }, ...alignedBlockAttrs },
    parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({
      tag: `h${level}`,
      getAttrs: (dom: HTMLElement) => ({ level, ...blockAttrs(dom) }),
    })),
    toDOM: (node) => [`h${node.attrs.level}`, { style: blockStyle(node.attrs) }, 0],
  },
  blockquote: {
    content: "block+",
    group: "block",
    defining: true,
    parseDOM: [{ tag: "blockquote" }],
    toDOM: () => ["blockquote", 0],
  },
  code_block: {
    content: "text*",
    marks: "",
    group: "block",
    code: true,
    defining: true,
    parseDOM: [{ tag: "pre", preserveWhitespace: "full" }],
    toDOM: () => ["pre", ["code", 0]],
  },
  horizontal_rule: {
    group: "block",
    parseDOM: [{ tag: "hr" }],
    toDOM: () => ["hr"],
  },
  video: {
    group: "block",
    atom: true,
    attrs: { src: {} },
    parseDOM: [
      {
        tag: "iframe[src]",
        getAttrs: (dom) => {
          const src = toVideoEmbedUrl(dom.getAttribute("src") ?? "");
          return src ? { src } : false;
        },
      },
    ],
    toDOM: (node) => [
      "iframe",
      {
        src: toVideoEmbedUrl(String(node.attrs.src)) ?? "about:blank",
        width: String(VIDEO_WIDTH),
        height: String(VIDEO_HEIGHT),
        title: "Embedded video",
        frameborder: "0",
        allowfullscreen: "true",
        sandbox: "allow-scripts allow-same-origin allow-presentation",
      },
    ],
  },
  text: { group: "inline" },
  image: {
    inline: true,
    group: "inline",
    draggable: true,
    attrs: {
      src: {},
      alt: { default: null },
      title: { default: null },
      width: { default: null },
      height: { default: null },
      float: { default: "none" },
    },
    parseDOM: [
      {
        tag: "img[src]",
        getAttrs: (dom) => {
          const src = dom.getAttribute("src") ?? "";
          if (!isAllowedImageUrl(src)) return false;
          const size = (name: "width" | "height") => {
            const value = Number.parseInt(dom.style[name] || dom.getAttribute(name) || "", 10);
            return Number.isFinite(value) && value > 0 ? value : null;
          };
          const float = (dom.style.cssFloat || dom.getAttribute("align") || "none").toLowerCase();
          return {
            src: src.trim(),
            alt: dom.getAttribute("alt"),
            title: dom.getAttribute("title"),
            width: size("width"),
            height: size("height"),
            float: (IMAGE_FLOATS as readonly string[]).includes(float) ? float : "none",
          };
        },
      },
    ],
    toDOM: (node) => {
      const { src, alt, title, width, height, float } = node.attrs;
      const floated = float === "left" || float === "right";
      const margin =
        float === "left"
          ? `0 ${IMAGE_FLOAT_MARGIN}px ${IMAGE_FLOAT_MARGIN}px 0`
          : `0 0 ${IMAGE_FLOAT_MARGIN}px ${IMAGE_FLOAT_MARGIN}px`;
      return [
        "img",
        {
          src: isAllowedImageUrl(String(src)) ? String(src) : "about:blank",
          alt: alt ?? undefined,
          title: title ?? undefined,
          width: width ? String(width) : undefined,
          height: height ? String(height) : undefined,
          style: styleOf({ float: floated ? String(float) : null, margin: floated ? margin : null }),
        },
      ];
    },
  },
  hard_break: {
    inline: true,
    group: "inline",
    selectable: false,
    parseDOM: [{ tag: "br" }],
    toDOM: () => ["br"],
  },
  merge_tag: {
    inline: true,
    group: "inline",
    atom: true,
    selectable: true,
    attrs: { name: {}, label: { default: null } },
    parseDOM: [
      {
        tag: "span[data-merge-tag]",
        getAttrs: (dom) => {
          const name = dom.getAttribute("data-merge-tag") ?? "";
          return MERGE_TAG_NAME.test(name) ? { name, label: dom.getAttribute("data-label") } : false;
        },
      },
    ],
    leafText: (node) => `{{${node.attrs.name}}}`,
    toDOM: (node): DOMOutputSpec => ["span", { "data-merge-tag": node.attrs.name }, `{{${node.attrs.name}}}`],
  },
};

const marks: Record<string, MarkSpec> = {
  link: {
    attrs: { href: {}, title: { default: null } },
    inclusive: false,
    parseDOM: [
      {
        tag: "a[href]",
        getAttrs: (dom) => {
          const href = dom.getAttribute("href")?.trim() ?? "";
          return isAllowedLinkUrl(href) ? { href, title: dom.getAttribute("title") } : false;
        },
      },
    ],
    toDOM: (mark) => {
      const href = String(mark.attrs.href);
      return isAllowedLinkUrl(href)
        ? [
            "a",
            { href, title: mark.attrs.title ?? undefined, target: "_blank", rel: "noopener noreferrer" },
            0,
          ]
        : ["span", 0];
    },
  },
  bold: {
    parseDOM: [
      { tag: "strong" },
      // Google Docs wraps whole documents in <b style="font-weight:normal">.
      { tag: "b", getAttrs: (dom) => dom.style.fontWeight !== "normal" && null },
      { style: "font-weight=400", clearMark: (mark) => mark.type.name === "bold" },
      { style: "font-weight", getAttrs: (value) => /^(bold(er)?|[5-9]\d{2})$/.test(value) && null },
    ],
    toDOM: () => ["strong", 0],
  },
  italic: {
    parseDOM: [
      { tag: "em" },
      { tag: "i" },
      { style: "font-style=normal", clearMark: (mark) => mark.type.name === "italic" },
      { style: "font-style=italic" },
    ],
    toDOM: () => ["em", 0],
  },
  underline: {
    parseDOM: [
      { tag: "u" },
      { style: "text-decoration", getAttrs: (value) => value.includes("underline") && null },
    ],
    toDOM: () => ["u", 0],
  },
  strike: {
    parseDOM: [
      { tag: "s" },
      { tag: "del" },
      { tag: "strike" },
      { style: "text-decoration", getAttrs: (value) => value.includes("line-through") && null },
    ],
    toDOM: () => ["s", 0],
  },
  font_size: {
    attrs: { size: {} },
    parseDOM: [
      {
        style: "font-size",
        getAttrs: (value) => {
          const size = toFontSize(value);
          return size ? { size } : false;
        },
      },
    ],
    toDOM: (mark) => ["span", { style: styleOf({ "font-size": `${Number(mark.attrs.size)}px` }) }, 0],
  },
  font_family: {
    attrs: { family: {} },
    parseDOM: [
      {
        style: "font-family",
        getAttrs: (value) => {
          const family = toFontFamily(value);
          return family ? { family } : false;
        },
      },
    ],
    toDOM: (mark) => {
      const stack = FONT_FAMILIES[mark.attrs.family as FontFamily] ?? "inherit";
      return ["span", { style: styleOf({ "font-family": stack }) }, 0];
    },
  },
  text_color: {
    attrs: { color: {} },
    parseDOM: [
      {
        style: "color",
        getAttrs: (value) => {
          const color = toPaletteColor(value);
          return color ? { color } : false;
        },
      },
    ],
    toDOM: (mark) => ["span", { style: styleOf({ color: toPaletteColor(String(mark.attrs.color)) }) }, 0],
  },
  background_color: {
    attrs: { color: {} },
    parseDOM: [
      {
        style: "background-color",
        getAttrs: (value) => {
          const color = toPaletteColor(value);
          return color ? { color } : false;
        },
      },
    ],
    toDOM: (mark) => [
      "span",
      { style: styleOf({ "background-color": toPaletteColor(String(mark.attrs.color)) }) },
      0,
    ],
  },
};

const base = new Schema({ nodes, marks });

/**
 * The editor's schema. It is also the sanitiser: HTML is read only through its parse rules and
 * written only through its `toDOM`, so nothing outside these nodes, marks and checked attributes
 * survives a round trip.
 */
export const editorSchema: Schema = new Schema({
  nodes: addListNodes(base.spec.nodes, "paragraph block*", "block"),
  marks: base.spec.marks,
});

export type EditorSchema = typeof editorSchema;
