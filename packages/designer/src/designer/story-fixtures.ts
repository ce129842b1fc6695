import { createBlock, createDocument, createRow } from "../document/create";
import type { Block, BlockOf, EmailDocument, Row } from "../document/document-schema";
import type { BlockType } from "../document/constants";

/** Images served by the story's own server, as absolute http addresses (what an image block takes). */
export const BANNER_URL = new URL("./fixtures/spring-banner.png", import.meta.url).href;
export const PRODUCT_URL = new URL("./fixtures/product.png", import.meta.url).href;

/** A block with a fixed id, so a story's design is the same on every run. */
export function block<T extends BlockType>(
  type: T,
  id: string,
  changes: Partial<BlockOf<T>> = {},
): BlockOf<T> {
  return { ...createBlock(type), id, ...changes };
}

export function row(id: string, columns: Block[][]): Row {
  const base = createRow(columns.length as 1 | 2 | 3);
  return { ...base, id, columns: columns.map((blocks, index) => ({ id: `${id}-c${index + 1}`, blocks })) };
}

/** A design with one block of `type` between a heading and a footer. */
export function designWith(type: BlockType, changes: Partial<Block> = {}): EmailDocument {
  return createDocument([row("r1", [[{ ...block(type, "subject"), ...changes } as Block]])]);
}

/** A newsletter with every block type and a three-column row of products. */
export function newsletter(): EmailDocument {
  const product = (n: number, name: string) => [
    block("image", `p${n}-image`, { src: PRODUCT_URL, alt: name, width: 120 }),
    block("heading", `p${n}-name`, {
      text: name,
      level: 3,
      style: { ...createBlock("heading").style, align: "center" },
    }),
    block("button", `p${n}-buy`, { text: "Buy", url: `https://shop.example.com/${n}` }),
  ];
  return {
    ...createDocument([
      row("hero", [
        [
          block("heading", "title", {
            text: "Spring sale",
            style: { ...createBlock("heading").style, align: "center" },
          }),
          block("image", "banner", {
            src: BANNER_URL,
            alt: "A sunny spring meadow",
            link: "https://shop.example.com",
          }),
          block("text", "intro", {
            html: '<p>Dear <span data-merge-tag="first_name">{{first_name}}</span>, our <strong>spring offers</strong> are here.</p>',
          }),
          block("button", "cta", { text: "Shop the sale", url: "https://shop.example.com/spring" }),
          block("divider", "rule"),
        ],
      ]),
      row("products", [product(1, "Blue"), product(2, "Sky"), product(3, "Check")]),
      row("closing", [
        [
          block("spacer", "gap", { height: 16 }),
          block("social", "social"),
          block("footer", "footer", { text: "Sendline Inc., 1 Example Street, Manila" }),
        ],
      ]),
    ]),
    settings: { ...createDocument().settings, preheader: "Our spring offers are here" },
  };
}
