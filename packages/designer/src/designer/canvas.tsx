import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { IconButton } from "@sendline/ui/icon-button";
import { cx as cn } from "./cx";
import { ArrowDownIcon, ArrowUpIcon, CopyIcon, GripVerticalIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { CONTENT_WIDTH } from "../document/constants";
import { blockLabel } from "../document/create";
import type { Block, Column, EmailDocument, Row } from "../document/document-schema";
import {
  type BlockPlace,
  blockStep,
  canMoveRow,
  findBlock,
  findRow,
  type MoveDirection,
} from "../document/operations";
import { type BlockRenderContext, renderBlockHtml } from "../render/render-email-html";

/** What is selected on the canvas: its settings show in the side panel; nothing selected shows the email's. */
export type DesignerSelection =
  | { kind: "block"; id: string }
  | { kind: "row"; id: string }
  | { kind: "column"; rowId: string; index: number }
  | null;

export interface CanvasActions {
  select: (selection: DesignerSelection) => void;
  moveBlock: (id: string, direction: MoveDirection) => void;
  dropBlock: (id: string, place: BlockPlace) => void;
  duplicateBlock: (id: string) => void;
  removeBlock: (id: string) => void;
  moveRow: (id: string, direction: MoveDirection) => void;
  dropRow: (id: string, index: number) => void;
  duplicateRow: (id: string) => void;
  removeRow: (id: string) => void;
}

type DragKind = "row" | "block";

const rowKey = (id: string) => `row:${id}`;
const blockKey = (id: string) => `block:${id}`;
const columnKey = (rowId: string, index: number) => `column:${rowId}:${index}`;

function parseKey(key: UniqueIdentifier) {
  const [kind, id = "", index] = String(key).split(":");
  if (kind === "row" || kind === "block") return { kind, id } as const;
  if (kind === "column") return { kind, id, index: Number(index) } as const;
  return null;
}

/** Rows only meet rows, blocks only meet blocks and columns. */
const collisions: CollisionDetection = (args) =>
  closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => {
      const kind = parseKey(container.id)?.kind;
      return parseKey(args.active.id)?.kind === "row" ? kind === "row" : kind !== "row";
    }),
  });

const actionButton = (label: string, icon: ReactNode, onClick: () => void, disabled = false, action = "") => (
  <IconButton
    size="sm"
    aria-label={label}
    data-action={action}
    disabled={disabled}
    className="size-6!"
    onClick={(event) => {
      event.stopPropagation();
      onClick();
    }}
  >
    {icon}
  </IconButton>
);

type Sortable = ReturnType<typeof useSortable>;

function Handle({
  label,
  activator,
  attributes,
  listeners,
}: {
  label: string;
  activator: Sortable["setActivatorNodeRef"];
  attributes: Sortable["attributes"];
  listeners: Sortable["listeners"];
}) {
  return (
    <button
      type="button"
      ref={activator}
      {...attributes}
      {...listeners}
      aria-label={label}
      data-action="drag"
      onClick={(event) => event.stopPropagation()}
      className="inline-flex size-6 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
    >
      <GripVerticalIcon aria-hidden />
    </button>
  );
}

function CanvasBlock({
  block,
  doc,
  selected,
  dragging,
  context,
  actions,
}: {
  block: Block;
  doc: EmailDocument;
  selected: boolean;
  dragging: DragKind | null;
  context: BlockRenderContext;
  actions: CanvasActions;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({
      id: blockKey(block.id),
      disabled: { draggable: false, droppable: dragging === "row" },
    });
  const html = useMemo(() => renderBlockHtml(block, { ...context, placeholders: true }), [block, context]);
  const label = blockLabel(block);
  const select = () => actions.select({ kind: "block", id: block.id });
  return (
    // A click anywhere on the block selects it; the keyboard way is the block's own button.
    <div
      ref={setNodeRef}
      data-slot="designer-block"
      data-block-id={block.id}
      data-type={block.type}
      data-state={selected ? "selected" : "idle"}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "relative bg-transparent outline-offset-[-2px]",
        selected ? "outline-2 outline-primary" : "hover:outline-1 hover:outline-primary/60",
        isDragging && "z-10 opacity-60",
      )}
      onClick={(event) => {
        event.stopPropagation();
        select();
      }}
    >
      <div className="flex h-7 items-center gap-0.5 bg-muted px-1 font-sans text-xs text-foreground">
        <Handle
          label={`Drag ${label}`}
          activator={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
        <button
          type="button"
          aria-pressed={selected}
          data-action="select"
          onClick={(event) => {
            event.stopPropagation();
            select();
          }}
          className="mr-auto rounded-sm px-1.5 py-0.5 font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-pressed:text-primary"
        >
          {label}
        </button>
        {selected ? (
          <>
            {actionButton(
              "Move block up",
              <ArrowUpIcon aria-hidden />,
              () => actions.moveBlock(block.id, "up"),
              !blockStep(doc, block.id, "up"),
              "move-up",
            )}
            {actionButton(
              "Move block down",
              <ArrowDownIcon aria-hidden />,
              () => actions.moveBlock(block.id, "down"),
              !blockStep(doc, block.id, "down"),
              "move-down",
            )}
            {actionButton(
              "Duplicate block",
              <CopyIcon aria-hidden />,
              () => actions.duplicateBlock(block.id),
              false,
              "duplicate",
            )}
            {actionButton(
              "Delete block",
              <Trash2Icon aria-hidden />,
              () => actions.removeBlock(block.id),
              false,
              "delete",
            )}
          </>
        ) : null}
      </div>
      {/* The block as the email shows it: seen, never interacted with (its links must not open here). */}
      {/* The kit's base styles zero margins and list markers, which the email's attributes rely on. */}
      <div
        inert
        data-slot="designer-block-preview"
        className="[&_ol]:list-decimal [&_table[align=center]]:mx-auto [&_table[align=right]]:ml-auto [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}

function CanvasColumn({
  row,
  rowIndex,
  column,
  index,
  doc,
  selection,
  dragging,
  context,
  actions,
}: {
  row: Row;
  rowIndex: number;
  column: Column;
  index: number;
  doc: EmailDocument;
  selection: DesignerSelection;
  dragging: DragKind | null;
  context: Omit<BlockRenderContext, "width">;
  actions: CanvasActions;
}) {
  const width = Math.floor(CONTENT_WIDTH / row.columns.length);
  const { setNodeRef, isOver } = useDroppable({ id: columnKey(row.id, index), disabled: dragging === "row" });
  const columnContext = useMemo(() => ({ ...context, width }), [context, width]);
  const selected = selection?.kind === "column" && selection.rowId === row.id && selection.index === index;
  return (
    <div
      ref={setNodeRef}
      data-slot="designer-column"
      data-state={selected ? "selected" : isOver ? "over" : "idle"}
      style={{ width }}
      className={cn(
        "flex min-h-16 flex-col outline-offset-[-2px]",
        selected && "outline-2 outline-primary",
        isOver && "bg-accent/40",
      )}
    >
      <SortableContext
        items={column.blocks.map((block) => blockKey(block.id))}
        strategy={verticalListSortingStrategy}
      >
        {column.blocks.map((block) => (
          <CanvasBlock
            key={block.id}
            block={block}
            doc={doc}
            selected={selection?.kind === "block" && selection.id === block.id}
            dragging={dragging}
            context={columnContext}
            actions={actions}
          />
        ))}
      </SortableContext>
      {column.blocks.length === 0 ? (
        <button
          type="button"
          data-action="select-column"
          aria-pressed={selected}
          onClick={(event) => {
            event.stopPropagation();
            actions.select({ kind: "column", rowId: row.id, index });
          }}
          className="m-2 flex flex-1 items-center justify-center rounded-md border border-dashed border-border p-3 font-sans text-xs text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          Empty column {index + 1} of row {rowIndex + 1}: select it, then add a block
        </button>
      ) : null}
    </div>
  );
}

function CanvasRow({
  row,
  index,
  doc,
  selection,
  dragging,
  context,
  actions,
}: {
  row: Row;
  index: number;
  doc: EmailDocument;
  selection: DesignerSelection;
  dragging: DragKind | null;
  context: Omit<BlockRenderContext, "width">;
  actions: CanvasActions;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({
      id: rowKey(row.id),
      disabled: { draggable: false, droppable: dragging === "block" },
    });
  const selected = selection?.kind === "row" && selection.id === row.id;
  const name = `Row ${index + 1}`;
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={name}
      data-slot="designer-row"
      data-row-id={row.id}
      data-state={selected ? "selected" : "idle"}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "relative border-t border-dashed border-border first:border-t-0",
        selected && "outline-2 outline-primary",
        isDragging && "z-10 opacity-60",
      )}
      onClick={() => actions.select({ kind: "row", id: row.id })}
    >
      <div className="flex h-7 items-center gap-0.5 bg-secondary px-1 font-sans text-xs text-muted-foreground">
        <Handle
          label={`Drag ${name.toLowerCase()}`}
          activator={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
        <button
          type="button"
          aria-pressed={selected}
          data-action="select"
          onClick={(event) => {
            event.stopPropagation();
            actions.select({ kind: "row", id: row.id });
          }}
          className="mr-auto rounded-sm px-1.5 py-0.5 font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-pressed:text-primary"
        >
          {name} · {row.columns.length === 1 ? "1 column" : `${row.columns.length} columns`}
        </button>
        {selected ? (
          <>
            {actionButton(
              "Move row up",
              <ArrowUpIcon aria-hidden />,
              () => actions.moveRow(row.id, "up"),
              !canMoveRow(doc, row.id, "up"),
              "move-up",
            )}
            {actionButton(
              "Move row down",
              <ArrowDownIcon aria-hidden />,
              () => actions.moveRow(row.id, "down"),
              !canMoveRow(doc, row.id, "down"),
              "move-down",
            )}
            {actionButton(
              "Duplicate row",
              <CopyIcon aria-hidden />,
              () => actions.duplicateRow(row.id),
              false,
              "duplicate",
            )}
            {actionButton(
              "Delete row",
              <Trash2Icon aria-hidden />,
              () => actions.removeRow(row.id),
              false,
              "delete",
            )}
          </>
        ) : null}
      </div>
      <div
        className="flex"
        style={{
          backgroundColor: row.backgroundColor ?? undefined,
          paddingTop: row.padding.top,
          paddingBottom: row.padding.bottom,
        }}
      >
        {row.columns.map((column, columnIndex) => (
          <CanvasColumn
            key={column.id}
            row={row}
            rowIndex={index}
            column={column}
            index={columnIndex}
            doc={doc}
            selection={selection}
            dragging={dragging}
            context={context}
            actions={actions}
          />
        ))}
      </div>
    </div>
  );
}

/** A name for what a drag key stands for, for the screen-reader announcements. */
function describe(doc: EmailDocument, key: UniqueIdentifier | undefined): string {
  const parsed = key === undefined ? null : parseKey(key);
  if (!parsed) return "nothing";
  if (parsed.kind === "row") return `row ${(findRow(doc, parsed.id)?.index ?? 0) + 1}`;
  if (parsed.kind === "column") {
    const row = findRow(doc, parsed.id);
    return `column ${parsed.index + 1} of row ${(row?.index ?? 0) + 1}`;
  }
  const found = findBlock(doc, parsed.id);
  if (!found) return "a block";
  return `${blockLabel(found.block)} block ${found.index + 1} in column ${found.columnIndex + 1} of row ${found.rowIndex + 1}`;
}

export function Canvas({
  doc,
  selection,
  context,
  actions,
  announcer,
}: {
  doc: EmailDocument;
  selection: DesignerSelection;
  context: Omit<BlockRenderContext, "width">;
  actions: CanvasActions;
  /** Where the drag announcements for screen readers live. */
  announcer: Element | null;
}) {
  const [dragging, setDragging] = useState<DragKind | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${describe(doc, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${describe(doc, active.id)} is over ${describe(doc, over.id)}.`
        : `${describe(doc, active.id)} is over no place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${describe(doc, active.id)} at ${describe(doc, over.id)}.`
        : `Dropped ${describe(doc, active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${describe(doc, active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const from = parseKey(active.id);
    const to = over ? parseKey(over.id) : null;
    if (!from || !to || active.id === over?.id) return;
    if (from.kind === "row" && to.kind === "row") {
      const index = findRow(doc, to.id)?.index;
      if (index !== undefined) actions.dropRow(from.id, index);
      return;
    }
    if (from.kind !== "block") return;
    if (to.kind === "column") {
      const row = findRow(doc, to.id)?.row;
      const blocks = row?.columns[to.index]?.blocks ?? [];
      const length = blocks.filter((block) => block.id !== from.id).length;
      actions.dropBlock(from.id, { rowId: to.id, columnIndex: to.index, index: length });
      return;
    }
    if (to.kind !== "block") return;
    const source = findBlock(doc, from.id);
    const target = findBlock(doc, to.id);
    if (!source || !target) return;
    const sameColumn = source.row.id === target.row.id && source.columnIndex === target.columnIndex;
    // In its own column a block takes the place of the one it is dropped on (as the list showed it
    // while dragging); in another column it goes before or after it, by which half it was dropped on.
    const translated = active.rect.current.translated;
    const below =
      translated && over
        ? translated.top + translated.height / 2 > over.rect.top + over.rect.height / 2
        : false;
    const index = sameColumn ? target.index : target.index + (below ? 1 : 0);
    actions.dropBlock(from.id, { rowId: target.row.id, columnIndex: target.columnIndex, index });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{
        announcements,
        ...(announcer ? { container: announcer } : {}),
        screenReaderInstructions: {
          draggable:
            "To pick up, press Space or Enter. Move with the arrow keys, press Space or Enter again to drop it there, or Escape to cancel.",
        },
      }}
      onDragStart={({ active }) => setDragging(parseKey(active.id)?.kind === "row" ? "row" : "block")}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={doc.rows.map((row) => rowKey(row.id))} strategy={verticalListSortingStrategy}>
        {doc.rows.map((row, index) => (
          <CanvasRow
            key={row.id}
            row={row}
            index={index}
            doc={doc}
            selection={selection}
            dragging={dragging}
            context={context}
            actions={actions}
          />
        ))}
      </SortableContext>
    </DndContext>
  );
}
