import { describe, expect, it } from "vitest";
import { createBlock, createDocument, createRow } from "./create";
import type { EmailDocument } from "./document-schema";
import {
  blockStep,
  canMoveRow,
  duplicateBlock,
  duplicateRow,
  findBlock,
  insertBlock,
  moveBlock,
  moveBlockBy,
  moveRowBy,
  removeBlock,
  setColumnCount,
  updateBlock,
} from "./operations";

/** The document's blocks as type names, row by row and column by column. */
const layout = (doc: EmailDocument) =>
  doc.rows.map((row) => row.columns.map((column) => column.blocks.map((block) => block.type)));

function sample() {
  const heading = createBlock("heading");
  const text = createBlock("text");
  const image = createBlock("image");
  const button = createBlock("button");
  const top = createRow(1, [heading, text]);
  const bottom = createRow(2, [image]);
  bottom.columns[1]!.blocks.push(button);
  return { doc: createDocument([top, bottom]), heading, text, image, button, top, bottom };
}

describe("document edits", () => {
  it("moves a block down its column, then into the next row", () => {
    const { doc, heading } = sample();
    const once = moveBlockBy(doc, heading.id, "down");
    expect(layout(once)).toEqual([[["text", "heading"]], [["image"], ["button"]]]);
    const twice = moveBlockBy(once, heading.id, "down");
    expect(layout(twice)).toEqual([[["text"]], [["heading", "image"], ["button"]]]);
    expect(doc.rows[0]!.columns[0]!.blocks[0]).toBe(heading); // the original is untouched
  });

  it("moves a block up into the last block place of the row above, the nearest column", () => {
    const { doc, button } = sample();
    expect(layout(moveBlockBy(doc, button.id, "up"))).toEqual([
      [["heading", "text", "button"]],
      [["image"], []],
    ]);
  });

  it("stops at the document's edges", () => {
    const { doc, heading, button } = sample();
    expect(blockStep(doc, heading.id, "up")).toBeNull();
    expect(blockStep(doc, button.id, "down")).toBeNull();
    expect(moveBlockBy(doc, heading.id, "up")).toBe(doc);
  });

  it("moves a block into another column at a given place", () => {
    const { doc, text, bottom } = sample();
    const moved = moveBlock(doc, text.id, { rowId: bottom.id, columnIndex: 1, index: 0 });
    expect(layout(moved)).toEqual([[["heading"]], [["image"], ["text", "button"]]]);
  });

  it("duplicates a block right after itself under a new id", () => {
    const { doc, heading } = sample();
    const { document, id } = duplicateBlock(doc, heading.id);
    expect(layout(document)[0]).toEqual([["heading", "heading", "text"]]);
    expect(id).not.toBe(heading.id);
    expect(findBlock(document, id!)?.block).toMatchObject({ text: heading.text, style: heading.style });
  });

  it("duplicates a row with new ids throughout", () => {
    const { doc, bottom } = sample();
    const { document, id } = duplicateRow(doc, bottom.id);
    const ids = document.rows.flatMap((row) => [
      row.id,
      ...row.columns.flatMap((column) => [column.id, ...column.blocks.map((block) => block.id)]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.rows[2]!.id).toBe(id);
    expect(layout(document)[2]).toEqual([["image"], ["button"]]);
  });

  it("removes and edits blocks by id", () => {
    const { doc, text, heading } = sample();
    expect(layout(removeBlock(doc, text.id))[0]).toEqual([["heading"]]);
    const renamed = updateBlock(
      doc,
      heading.id,
      (block) => ({ ...block, text: "Sale", id: "other" }) as typeof block,
    );
    expect(findBlock(renamed, heading.id)?.block).toMatchObject({ text: "Sale" });
  });

  it("moves rows up and down within the document", () => {
    const { doc, top, bottom } = sample();
    expect(canMoveRow(doc, top.id, "up")).toBe(false);
    expect(moveRowBy(doc, bottom.id, "up").rows.map((row) => row.id)).toEqual([bottom.id, top.id]);
  });

  it("keeps the blocks of columns a row gives up", () => {
    const { doc, bottom } = sample();
    expect(layout(setColumnCount(doc, bottom.id, 1))[1]).toEqual([["image", "button"]]);
    expect(layout(setColumnCount(doc, bottom.id, 3))[1]).toEqual([["image"], ["button"], []]);
  });

  it("clamps an insertion to the column", () => {
    const { doc, top } = sample();
    const spacer = createBlock("spacer");
    expect(layout(insertBlock(doc, spacer, { rowId: top.id, columnIndex: 5, index: 99 }))[0]).toEqual([
      ["heading", "text", "spacer"],
    ]);
  });
});
