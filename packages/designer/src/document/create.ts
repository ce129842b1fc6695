import { BLOCK_LABELS, type BlockType, type ColumnCount, DOCUMENT_VERSION } from "./constants";
import type { Block, BlockOf, BlockStyle, Column, EmailDocument, Row } from "./document-schema";

/** A new id for a row, column or block: unique within any document. */
export function createId(): string {
  const crypto = globalThis.crypto;
  if (crypto && "randomUUID" in crypto) return crypto.randomUUID().replaceAll("-", "").slice(0, 16);
  return Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
}

/** The settings of a new block: 10 px around, left-aligned, colours and font from the document. */
export const DEFAULT_BLOCK_STYLE: BlockStyle = {
  padding: { top: 10, right: 20, bottom: 10, left: 20 },
  align: "left",
  backgroundColor: null,
  textColor: null,
  fontFamily: null,
  fontSize: null,
};

const style = (changes: Partial<BlockStyle> = {}): BlockStyle => ({
  ...DEFAULT_BLOCK_STYLE,
  padding: { ...DEFAULT_BLOCK_STYLE.padding },
  ...changes,
});

type BlockContent = { [T in BlockType]: Omit<BlockOf<T>, "id" | "type" | "style"> };

/** What a block holds when it is added from the palette. */
export const BLOCK_DEFAULTS: BlockContent = {
  heading: { text: "Your heading", level: 1 },
  text: { html: "<p>Write your message here.</p>" },
  image: { src: "", alt: "", width: null, link: "" },
  button: { text: "Read more", url: "", buttonColor: "#1565c0", buttonTextColor: "#ffffff" },
  divider: { color: "#cccccc", thickness: 1 },
  spacer: { height: 24 },
  social: {
    links: [
      { network: "facebook", url: "https://facebook.com/" },
      { network: "instagram", url: "https://instagram.com/" },
    ],
  },
  footer: {
    text: "You receive this email because you subscribed to our updates.",
    unsubscribeText: "Unsubscribe",
  },
};

const BLOCK_STYLES: Partial<Record<BlockType, Partial<BlockStyle>>> = {
  button: { align: "center" },
  social: { align: "center" },
  footer: { align: "center", fontSize: 12, textColor: "#555555" },
  spacer: { padding: { top: 0, right: 0, bottom: 0, left: 0 } },
  image: { align: "center" },
};

/** A new block of `type` with the palette's starting content. */
export function createBlock<T extends BlockType>(type: T): BlockOf<T> {
  const content = structuredClone(BLOCK_DEFAULTS[type]);
  return { id: createId(), type, style: style(BLOCK_STYLES[type]), ...content } as unknown as BlockOf<T>;
}

/** A new row of `columns` empty columns. */
export function createRow(columns: ColumnCount = 1, blocks: Block[] = []): Row {
  return {
    id: createId(),
    columns: Array.from({ length: columns }, (_, index): Column => ({
      id: createId(),
      blocks: index === 0 ? blocks : [],
    })),
    backgroundColor: null,
    padding: { top: 0, bottom: 0 },
  };
}

/** A new, empty document of the current version. */
export function createDocument(rows: Row[] = []): EmailDocument {
  return {
    version: DOCUMENT_VERSION,
    settings: {
      backgroundColor: "#efefef",
      contentBackgroundColor: "#ffffff",
      textColor: "#000000",
      linkColor: "#1565c0",
      fontFamily: "Arial",
      fontSize: 16,
      preheader: "",
    },
    rows,
  };
}

/** A copy of `block` under a new id. */
export function copyBlock<T extends Block>(block: T): T {
  return { ...structuredClone(block), id: createId() };
}

/** A copy of `row`, its columns and blocks under new ids. */
export function copyRow(row: Row): Row {
  return {
    ...structuredClone(row),
    id: createId(),
    columns: row.columns.map((column) => ({ id: createId(), blocks: column.blocks.map(copyBlock) })),
  };
}

/** The name of a block as the canvas and its buttons say it: "Heading", "Social links"... */
export const blockLabel = (block: Pick<Block, "type">): string => BLOCK_LABELS[block.type];
