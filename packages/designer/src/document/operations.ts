import type { ColumnCount } from "./constants";
import { copyBlock, copyRow, createId } from "./create";
import type { Block, DocumentSettings, EmailDocument, Row } from "./document-schema";

// Every edit of the designer is one of these pure functions: a document in, a new document out, the
// old one untouched (the undo history keeps it).

/** Where a block sits, or goes: a column of a row and an index in that column. */
export interface BlockPlace {
  rowId: string;
  columnIndex: number;
  index: number;
}

export type MoveDirection = "up" | "down";

export interface FoundBlock {
  block: Block;
  row: Row;
  rowIndex: number;
  columnIndex: number;
  index: number;
}

export function findBlock(doc: EmailDocument, id: string): FoundBlock | null {
  for (const [rowIndex, row] of doc.rows.entries()) {
    for (const [columnIndex, column] of row.columns.entries()) {
      const index = column.blocks.findIndex((block) => block.id === id);
      const block = column.blocks[index];
      if (block) return { block, row, rowIndex, columnIndex, index };
    }
  }
  return null;
}

export function findRow(doc: EmailDocument, id: string): { row: Row; index: number } | null {
  const index = doc.rows.findIndex((row) => row.id === id);
  const row = doc.rows[index];
  return row ? { row, index } : null;
}

function mapRow(doc: EmailDocument, rowId: string, change: (row: Row) => Row): EmailDocument {
  return { ...doc, rows: doc.rows.map((row) => (row.id === rowId ? change(row) : row)) };
}

function withColumnBlocks(row: Row, columnIndex: number, change: (blocks: Block[]) => Block[]): Row {
  return {
    ...row,
    columns: row.columns.map((column, index) =>
      index === columnIndex ? { ...column, blocks: change(column.blocks) } : column,
    ),
  };
}

const inserted = <T>(list: readonly T[], index: number, item: T): T[] => {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
};

/** `doc` with `block` put at `place`; the index is clamped to the column. */
export function insertBlock(doc: EmailDocument, block: Block, place: BlockPlace): EmailDocument {
  return mapRow(doc, place.rowId, (row) =>
    withColumnBlocks(row, Math.min(place.columnIndex, row.columns.length - 1), (blocks) =>
      inserted(blocks, place.index, block),
    ),
  );
}

export function removeBlock(doc: EmailDocument, id: string): EmailDocument {
  const found = findBlock(doc, id);
  if (!found) return doc;
  return mapRow(doc, found.row.id, (row) =>
    withColumnBlocks(row, found.columnIndex, (blocks) => blocks.filter((block) => block.id !== id)),
  );
}

/** `doc` with the block `id` replaced by `change(block)`; its id and type stay. */
export function updateBlock(doc: EmailDocument, id: string, change: (block: Block) => Block): EmailDocument {
  const found = findBlock(doc, id);
  if (!found) return doc;
  return mapRow(doc, found.row.id, (row) =>
    withColumnBlocks(row, found.columnIndex, (blocks) =>
      blocks.map((block) =>
        block.id === id ? ({ ...change(block), id, type: block.type } as Block) : block,
      ),
    ),
  );
}

/** `doc` with a copy of the block `id` right after it, and the copy's id. */
export function duplicateBlock(
  doc: EmailDocument,
  id: string,
): { document: EmailDocument; id: string | null } {
  const found = findBlock(doc, id);
  if (!found) return { document: doc, id: null };
  const copy = copyBlock(found.block);
  const place = { rowId: found.row.id, columnIndex: found.columnIndex, index: found.index + 1 };
  return { document: insertBlock(doc, copy, place), id: copy.id };
}

/** `doc` with the block `id` moved to `place`, whose index counts the target column without the block. */
export function moveBlock(doc: EmailDocument, id: string, place: BlockPlace): EmailDocument {
  const found = findBlock(doc, id);
  if (!found || !findRow(doc, place.rowId)) return doc;
  return insertBlock(removeBlock(doc, id), found.block, place);
}

/**
 * Where the block `id` goes one step `direction`: up or down in its column, and past the column's
 * end into the same column (or the last one) of the row before or after. `null` at the document's edge.
 */
export function blockStep(doc: EmailDocument, id: string, direction: MoveDirection): BlockPlace | null {
  const found = findBlock(doc, id);
  if (!found) return null;
  const column = found.row.columns[found.columnIndex]!;
  const next = found.index + (direction === "up" ? -1 : 1);
  if (next >= 0 && next < column.blocks.length) {
    return { rowId: found.row.id, columnIndex: found.columnIndex, index: next };
  }
  const neighbour = doc.rows[found.rowIndex + (direction === "up" ? -1 : 1)];
  if (!neighbour) return null;
  const columnIndex = Math.min(found.columnIndex, neighbour.columns.length - 1);
  const index = direction === "up" ? neighbour.columns[columnIndex]!.blocks.length : 0;
  return { rowId: neighbour.id, columnIndex, index };
}

export function moveBlockBy(doc: EmailDocument, id: string, direction: MoveDirection): EmailDocument {
  const place = blockStep(doc, id, direction);
  return place ? moveBlock(doc, id, place) : doc;
}

export function insertRow(doc: EmailDocument, row: Row, index = doc.rows.length): EmailDocument {
  return { ...doc, rows: inserted(doc.rows, index, row) };
}

export function removeRow(doc: EmailDocument, id: string): EmailDocument {
  return { ...doc, rows: doc.rows.filter((row) => row.id !== id) };
}

export function updateRow(doc: EmailDocument, id: string, change: (row: Row) => Row): EmailDocument {
  return mapRow(doc, id, (row) => ({ ...change(row), id }));
}

/** `doc` with a copy of the row `id` (new ids throughout) right after it, and the copy's id. */
export function duplicateRow(doc: EmailDocument, id: string): { document: EmailDocument; id: string | null } {
  const found = findRow(doc, id);
  if (!found) return { document: doc, id: null };
  const copy = copyRow(found.row);
  return { document: insertRow(doc, copy, found.index + 1), id: copy.id };
}

/** `doc` with the row `id` at `index` (counted without it). */
export function moveRow(doc: EmailDocument, id: string, index: number): EmailDocument {
  const found = findRow(doc, id);
  if (!found) return doc;
  return insertRow(removeRow(doc, id), found.row, index);
}

export function canMoveRow(doc: EmailDocument, id: string, direction: MoveDirection): boolean {
  const found = findRow(doc, id);
  if (!found) return false;
  return direction === "up" ? found.index > 0 : found.index < doc.rows.length - 1;
}

export function moveRowBy(doc: EmailDocument, id: string, direction: MoveDirection): EmailDocument {
  const found = findRow(doc, id);
  if (!found || !canMoveRow(doc, id, direction)) return doc;
  return moveRow(doc, id, found.index + (direction === "up" ? -1 : 1));
}

/**
 * `doc` with the row `id` split into `count` columns. Columns that go keep their blocks: they move to
 * the end of the last column that stays.
 */
export function setColumnCount(doc: EmailDocument, id: string, count: ColumnCount): EmailDocument {
  return mapRow(doc, id, (row) => {
    if (row.columns.length === count) return row;
    if (row.columns.length < count) {
      const added = Array.from({ length: count - row.columns.length }, () => ({
        id: createId(),
        blocks: [],
      }));
      return { ...row, columns: [...row.columns, ...added] };
    }
    const kept = row.columns.slice(0, count);
    const moved = row.columns.slice(count).flatMap((column) => column.blocks);
    const last = kept[count - 1]!;
    return { ...row, columns: [...kept.slice(0, -1), { ...last, blocks: [...last.blocks, ...moved] }] };
  });
}

export function updateSettings(doc: EmailDocument, changes: Partial<DocumentSettings>): EmailDocument {
  return { ...doc, settings: { ...doc.settings, ...changes } };
}
