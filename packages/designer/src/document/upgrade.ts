import {
  BLOCK_ALIGNMENTS,
  type BlockAlignment,
  DOCUMENT_VERSION,
  FONT_FAMILIES,
  type FontFamily,
  LIMITS,
  type PaletteColor,
  type SocialNetwork,
} from "./constants";
import { BLOCK_DEFAULTS, DEFAULT_BLOCK_STYLE, createDocument } from "./create";
import type { Block, BlockStyle, EmailDocument } from "./document-schema";
import { nearestPaletteColor } from "./nearest-color";

// Upgrading needs no validator: an app rendering designs it saved itself imports this module without
// zod. `migrateDocument` (migrate.ts) runs the same steps with the schemas checking every version.

/** A document newer than this release can read: it must not be saved back by this designer. */
export class DocumentVersionError extends Error {
  constructor(readonly version: number) {
    super(
      `The design was saved by a newer designer (version ${version}); this one reads up to ${DOCUMENT_VERSION}.`,
    );
    this.name = "DocumentVersionError";
  }
}

interface V0Common {
  padding?: number | undefined;
  align?: string | undefined;
  background?: string | undefined;
  color?: string | undefined;
}

/**
 * Version 0: the designer's first format, saved before documents had a `version`. Blocks had a `kind`
 * (title, paragraph, picture, cta, line, gap, social, footer), one `padding` for all sides, any hex
 * colour, rows of `cells`, and no ids below the row.
 */
export type V0Block = V0Common &
  (
    | { kind: "title"; text: string; size?: "h1" | "h2" | "h3" | undefined }
    | { kind: "paragraph"; html: string }
    | {
        kind: "picture";
        url: string;
        alt?: string | undefined;
        width?: number | undefined;
        href?: string | undefined;
      }
    | { kind: "cta"; label: string; href: string; buttonColor?: string | undefined }
    | { kind: "line"; lineColor?: string | undefined }
    | { kind: "gap"; px: number }
    | { kind: "social"; links: Record<string, string> }
    | { kind: "footer"; text: string; unsubscribe?: string | undefined }
  );

export interface V0Document {
  version?: 0 | undefined;
  background?: string | undefined;
  font?: string | undefined;
  preheader?: string | undefined;
  rows: Array<{
    id?: string | undefined;
    background?: string | undefined;
    cells: Array<{ blocks: V0Block[] }>;
  }>;
}

/** The networks version 0 knew, by the names it saved them under. */
const V0_NETWORKS: Record<string, SocialNetwork> = {
  facebook: "facebook",
  twitter: "x",
  x: "x",
  instagram: "instagram",
  linkedin: "linkedin",
  youtube: "youtube",
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

function v0Style(block: V0Block, fallback: BlockStyle): BlockStyle {
  const padding = block.padding === undefined ? null : clamp(block.padding, 0, LIMITS.padding.max);
  const align = (BLOCK_ALIGNMENTS as readonly string[]).includes(block.align ?? "")
    ? (block.align as BlockAlignment)
    : fallback.align;
  return {
    ...fallback,
    padding:
      padding === null ? fallback.padding : { top: padding, right: padding, bottom: padding, left: padding },
    align,
    backgroundColor: block.background ? nearestPaletteColor(block.background) : null,
    textColor: block.color ? nearestPaletteColor(block.color) : null,
  };
}

const color = (value: string | undefined, fallback: PaletteColor) =>
  (value ? nearestPaletteColor(value) : null) ?? fallback;

type BlockContent = Block extends infer B ? (B extends Block ? Omit<B, "id" | "style"> : never) : never;

function v0Content(block: V0Block): BlockContent {
  switch (block.kind) {
    case "title":
      return {
        type: "heading",
        text: block.text,
        level: block.size === "h3" ? 3 : block.size === "h2" ? 2 : 1,
      };
    case "paragraph":
      return { type: "text", html: block.html };
    case "picture":
      return {
        type: "image",
        src: block.url,
        alt: block.alt ?? "",
        width: block.width === undefined ? null : clamp(block.width, LIMITS.image.min, LIMITS.image.max),
        link: block.href ?? "",
      };
    case "cta":
      return {
        type: "button",
        text: block.label,
        url: block.href,
        buttonColor: color(block.buttonColor, BLOCK_DEFAULTS.button.buttonColor),
        buttonTextColor: color(block.color, BLOCK_DEFAULTS.button.buttonTextColor),
      };
    case "line":
      return { type: "divider", color: color(block.lineColor, BLOCK_DEFAULTS.divider.color), thickness: 1 };
    case "gap":
      return { type: "spacer", height: clamp(block.px, LIMITS.spacer.min, LIMITS.spacer.max) };
    case "social":
      return {
        type: "social",
        links: Object.entries(block.links).flatMap(([name, url]) => {
          const network = V0_NETWORKS[name.toLowerCase()];
          return network ? [{ network, url }] : [];
        }),
      };
    case "footer":
      return { type: "footer", text: block.text, unsubscribeText: block.unsubscribe || "Unsubscribe" };
    default:
      return block satisfies never;
  }
}

function fromV0(old: V0Document): unknown {
  const doc = createDocument();
  const family = (Object.keys(FONT_FAMILIES) as FontFamily[]).find(
    (name) => name.toLowerCase() === old.font?.toLowerCase(),
  );
  return {
    ...doc,
    settings: {
      ...doc.settings,
      backgroundColor: color(old.background, doc.settings.backgroundColor),
      fontFamily: family ?? doc.settings.fontFamily,
      preheader: old.preheader ?? "",
    },
    rows: old.rows.map((row, r) => {
      const rowId = row.id && /^[A-Za-z0-9_-]{1,64}$/.test(row.id) ? row.id : `row-${r + 1}`;
      return {
        id: rowId,
        backgroundColor: row.background ? nearestPaletteColor(row.background) : null,
        padding: { top: 0, bottom: 0 },
        // Version 0 allowed more than three cells: the extra cells' blocks join the third column.
        columns: row.cells.slice(0, 3).map((cell, c) => ({
          id: `${rowId}-col-${c + 1}`,
          blocks: [
            ...cell.blocks,
            ...(c === 2 ? row.cells.slice(3).flatMap((extra) => extra.blocks) : []),
          ].map((block, b) => ({
            id: `${rowId}-col-${c + 1}-block-${b + 1}`,
            style: v0Style(block, DEFAULT_BLOCK_STYLE),
            ...v0Content(block),
          })),
        })),
      };
    }),
  };
}

/** The version a saved document says it has: a document without one is version 0. */
export function documentVersion(input: unknown): number {
  if (typeof input !== "object" || input === null || !("version" in input)) return 0;
  const { version } = input as { version: unknown };
  return typeof version === "number" && Number.isInteger(version) && version >= 0 ? version : 0;
}

/**
 * `input` upgraded step by step to the current version, each older version read by `readV0`.
 * Throws a `DocumentVersionError` when it is newer than this designer.
 */
export function upgradeSteps(input: unknown, readV0: (input: unknown) => V0Document): unknown {
  let version = documentVersion(input);
  if (version > DOCUMENT_VERSION) throw new DocumentVersionError(version);
  let doc = input;
  // Each step reads one version and writes the next; a future version 2 adds `case 1`.
  while (version < DOCUMENT_VERSION) {
    switch (version) {
      case 0:
        doc = fromV0(readV0(doc));
        break;
    }
    version += 1;
  }
  return doc;
}

/**
 * A design this app saved, of any version, upgraded to the current one without checking it (no
 * validator is loaded). Designs from elsewhere go through `migrateDocument`, which checks each step.
 * Throws a `DocumentVersionError` when the design is newer than this designer.
 */
export function upgradeDocument(saved: unknown): EmailDocument {
  return upgradeSteps(saved, (doc) => doc as V0Document) as EmailDocument;
}
