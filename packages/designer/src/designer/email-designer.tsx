import type { MergeTag } from "@sendline/editor";
import { Button } from "@sendline/ui/button";
import { IconButton } from "@sendline/ui/icon-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@sendline/ui/tabs";
import { Redo2Icon, SettingsIcon, Undo2Icon } from "lucide-react";
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { BlockType, ColumnCount } from "../document/constants";
import { blockLabel, createBlock, createRow } from "../document/create";
import type { Block, EmailDocument } from "../document/document-schema";
import * as edit from "../document/operations";
import { renderEmailHtml } from "../render/render-email-html";
import type { ImageUploader } from "./block-content-fields";
import { Canvas, type CanvasActions, type DesignerSelection } from "./canvas";
import { BlockPalette } from "./block-palette";
import { EmailHtmlPreview, type EmailPreviewWidth } from "./email-html-preview";
import { BlockSettings, DocumentSettingsFields, RowSettings } from "./settings-panel";
import { useDocumentHistory } from "./use-document-history";
import { readableTextColor } from "./readable-text-color";

export type EmailDesignerMode = "design" | "preview";

export interface EmailDesignerProps {
  /** The design (controlled). */
  value?: EmailDocument;
  /** The design at mount (uncontrolled). @default an empty design */
  defaultValue?: EmailDocument;
  /** Called with the new design after every change, undo and redo. */
  onChange?: (value: EmailDocument) => void;
  /** The account's merge tags, offered after First Name and Last Name in the text blocks' editor. */
  mergeTags?: readonly MergeTag[];
  /**
   * Uploads an image picked in an image block's settings and answers its public http(s) address.
   * Without it, image blocks take an address only.
   */
  onUploadImage?: ImageUploader;
  /** Design or preview, controlled. */
  mode?: EmailDesignerMode;
  /** @default "design" */
  defaultMode?: EmailDesignerMode;
  onModeChange?: (mode: EmailDesignerMode) => void;
  /** Width of the preview at mount. @default "desktop" */
  defaultPreviewWidth?: EmailPreviewWidth;
  className?: string;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** Where the selection is after an edit, or nothing when it went away. */
function keepSelection(doc: EmailDocument, selection: DesignerSelection): DesignerSelection {
  if (!selection) return null;
  if (selection.kind === "block") return edit.findBlock(doc, selection.id) ? selection : null;
  if (selection.kind === "row") return edit.findRow(doc, selection.id) ? selection : null;
  const row = edit.findRow(doc, selection.rowId)?.row;
  return row && selection.index < row.columns.length ? selection : null;
}

/**
 * The email design editor: a palette of blocks and rows, a canvas of the design, the settings of
 * what is selected, undo and redo, and a preview of the email's HTML at desktop and mobile width.
 */
function EmailDesigner({
  value,
  defaultValue,
  onChange,
  mergeTags,
  onUploadImage,
  mode,
  defaultMode = "design",
  onModeChange,
  defaultPreviewWidth = "desktop",
  className,
}: EmailDesignerProps) {
  const { doc, change, undo, redo, canUndo, canRedo } = useDocumentHistory({ value, defaultValue, onChange });
  const [selectionState, setSelection] = useState<DesignerSelection>(null);
  const selection = keepSelection(doc, selectionState);
  const [modeState, setModeState] = useState<EmailDesignerMode>(defaultMode);
  const currentMode = mode ?? modeState;
  const root = useRef<HTMLDivElement>(null);
  const [announcer, setAnnouncer] = useState<HTMLDivElement | null>(null);
  // After an edit that re-creates what had the focus (a moved block, a new row), the focus goes here.
  const pendingFocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const selector = pendingFocus.current;
    if (!selector || !root.current) return;
    pendingFocus.current = null;
    const candidates = selector.split("|").map((part) => root.current?.querySelector<HTMLElement>(part));
    candidates.find((element) => element && !element.hasAttribute("disabled"))?.focus();
  });

  const focusLater = (selector: string) => {
    pendingFocus.current = selector;
  };
  const inBlock = (id: string, action: string) =>
    `[data-block-id="${id}"] [data-action="${action}"]|[data-block-id="${id}"] [data-action="select"]`;
  const inRow = (id: string, action: string) =>
    `[data-row-id="${id}"] > div > [data-action="${action}"]|[data-row-id="${id}"] > div > [data-action="select"]`;

  const context = useMemo(
    () => ({ settings: doc.settings, ...(mergeTags ? { mergeTags } : {}) }),
    [doc.settings, mergeTags],
  );

  const addBlock = (type: BlockType) => {
    const block = createBlock(type);
    let next: EmailDocument;
    if (selection?.kind === "block") {
      const found = edit.findBlock(doc, selection.id)!;
      next = edit.insertBlock(doc, block, {
        rowId: found.row.id,
        columnIndex: found.columnIndex,
        index: found.index + 1,
      });
    } else if (selection?.kind === "column") {
      next = edit.insertBlock(doc, block, {
        rowId: selection.rowId,
        columnIndex: selection.index,
        index: Infinity,
      });
    } else if (selection?.kind === "row") {
      next = edit.insertBlock(doc, block, { rowId: selection.id, columnIndex: 0, index: Infinity });
    } else {
      next = edit.insertRow(doc, createRow(1, [block]));
    }
    change(next);
    setSelection({ kind: "block", id: block.id });
    focusLater(inBlock(block.id, "select"));
  };

  const addRow = (columns: ColumnCount) => {
    const row = createRow(columns);
    const after =
      selection?.kind === "row"
        ? edit.findRow(doc, selection.id)?.index
        : selection?.kind === "block"
          ? edit.findBlock(doc, selection.id)?.rowIndex
          : selection?.kind === "column"
            ? edit.findRow(doc, selection.rowId)?.index
            : undefined;
    change(edit.insertRow(doc, row, after === undefined ? doc.rows.length : after + 1));
    setSelection({ kind: "row", id: row.id });
    focusLater(inRow(row.id, "select"));
  };

  const actions: CanvasActions = {
    select: setSelection,
    moveBlock: (id, direction) => {
      change(edit.moveBlockBy(doc, id, direction));
      focusLater(inBlock(id, direction === "up" ? "move-up" : "move-down"));
    },
    dropBlock: (id, place) => {
      change(edit.moveBlock(doc, id, place));
      setSelection({ kind: "block", id });
      focusLater(inBlock(id, "drag"));
    },
    duplicateBlock: (id) => {
      const { document, id: copy } = edit.duplicateBlock(doc, id);
      change(document);
      if (copy) {
        setSelection({ kind: "block", id: copy });
        focusLater(inBlock(copy, "duplicate"));
      }
    },
    removeBlock: (id) => {
      const found = edit.findBlock(doc, id);
      change(edit.removeBlock(doc, id));
      const neighbour = found?.row.columns[found.columnIndex]?.blocks.filter((block) => block.id !== id)[
        Math.max(0, found.index - 1)
      ];
      setSelection(
        neighbour ? { kind: "block", id: neighbour.id } : found ? { kind: "row", id: found.row.id } : null,
      );
      if (neighbour) focusLater(inBlock(neighbour.id, "select"));
      else if (found) focusLater(inRow(found.row.id, "select"));
    },
    moveRow: (id, direction) => {
      change(edit.moveRowBy(doc, id, direction));
      focusLater(inRow(id, direction === "up" ? "move-up" : "move-down"));
    },
    dropRow: (id, index) => {
      change(edit.moveRow(doc, id, index));
      setSelection({ kind: "row", id });
      focusLater(inRow(id, "drag"));
    },
    duplicateRow: (id) => {
      const { document, id: copy } = edit.duplicateRow(doc, id);
      change(document);
      if (copy) {
        setSelection({ kind: "row", id: copy });
        focusLater(inRow(copy, "duplicate"));
      }
    },
    removeRow: (id) => {
      const index = edit.findRow(doc, id)?.index ?? 0;
      const next = edit.removeRow(doc, id);
      change(next);
      const neighbour = next.rows[Math.min(index, next.rows.length - 1)];
      setSelection(neighbour ? { kind: "row", id: neighbour.id } : null);
      focusLater(neighbour ? inRow(neighbour.id, "select") : '[aria-label="Add Heading"]');
    },
  };

  const historyKeys = useCallback(
    (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditable(event.target) || !(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undo();
      else if ((key === "z" && event.shiftKey) || key === "y") redo();
      else return;
      event.preventDefault();
    },
    [undo, redo],
  );

  const setMode = (next: string) => {
    if (next !== "design" && next !== "preview") return;
    if (mode === undefined) setModeState(next);
    onModeChange?.(next);
  };

  const selectedBlock: Block | null =
    selection?.kind === "block" ? edit.findBlock(doc, selection.id)!.block : null;
  const selectedRow = selection?.kind === "row" ? edit.findRow(doc, selection.id) : null;
  const panelTitle = selectedBlock
    ? `${blockLabel(selectedBlock)} block`
    : selectedRow
      ? `Row ${selectedRow.index + 1}`
      : selection?.kind === "column"
        ? `Column ${selection.index + 1} of row ${(edit.findRow(doc, selection.rowId)?.index ?? 0) + 1}`
        : "Email settings";

  return (
    <Tabs
      ref={root}
      value={currentMode}
      onValueChange={setMode}
      data-slot="email-designer"
      data-mode={currentMode}
      className={`@container gap-0 rounded-md border border-border bg-background text-foreground ${className ?? ""}`}
      onKeyDown={historyKeys}
    >
      <div className="flex items-center gap-1 border-b border-border px-3 py-2">
        <IconButton
          size="sm"
          aria-label="Undo change"
          aria-keyshortcuts="Control+Z"
          disabled={!canUndo}
          onClick={undo}
        >
          <Undo2Icon aria-hidden />
        </IconButton>
        <IconButton
          size="sm"
          aria-label="Redo change"
          aria-keyshortcuts="Control+Shift+Z"
          disabled={!canRedo}
          onClick={redo}
        >
          <Redo2Icon aria-hidden />
        </IconButton>
        <TabsList className="ml-3">
          <TabsTrigger value="design">Design</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
      </div>
      {/* Laid out by the designer's own width: stacked on a phone, the palette beside the canvas
          from 48rem, and the settings beside them from 72rem, the 600 px email scrolling in its box. */}
      <TabsContent
        value="design"
        className="grid min-h-[560px] grid-cols-1 @min-[48rem]:grid-cols-[11rem_minmax(0,1fr)] @min-[72rem]:grid-cols-[11rem_minmax(0,1fr)_20rem]"
      >
        <BlockPalette onAddBlock={addBlock} onAddRow={addRow} />
        <div
          data-slot="designer-canvas"
          className="min-w-0 overflow-x-auto p-3 @min-[48rem]:p-6"
          style={{ backgroundColor: doc.settings.backgroundColor }}
          onClick={() => setSelection(null)}
        >
          <div
            role="region"
            aria-label="Design"
            className="mx-auto w-[600px] shadow-sm"
            style={{ backgroundColor: doc.settings.contentBackgroundColor }}
          >
            {doc.rows.length === 0 ? (
              <p
                className="p-10 text-center font-sans text-sm"
                style={{ color: readableTextColor(doc.settings.contentBackgroundColor) }}
              >
                The design is empty. Add a block or a row from the palette.
              </p>
            ) : (
              <Canvas
                doc={doc}
                selection={selection}
                context={context}
                actions={actions}
                announcer={announcer}
              />
            )}
          </div>
        </div>
        <aside
          aria-label="Settings"
          data-slot="designer-settings"
          className="grid content-start gap-4 border-t border-border p-4 @min-[48rem]:col-span-2 @min-[72rem]:col-span-1 @min-[72rem]:border-l @min-[72rem]:border-t-0"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold">{panelTitle}</h2>
            {selection ? (
              <Button variant="ghost" size="sm" onClick={() => setSelection(null)}>
                <SettingsIcon aria-hidden />
                Email settings
              </Button>
            ) : null}
          </div>
          {selectedBlock ? (
            <BlockSettings
              key={selectedBlock.id}
              block={selectedBlock}
              mergeTags={mergeTags}
              onUploadImage={onUploadImage}
              onChange={(block, field) =>
                change(
                  edit.updateBlock(doc, block.id, () => block),
                  { mergeKey: `${block.id}:${field}` },
                )
              }
            />
          ) : selectedRow ? (
            <RowSettings
              row={selectedRow.row}
              onChange={(row, field) =>
                change(
                  edit.updateRow(doc, row.id, () => row),
                  { mergeKey: `${row.id}:${field}` },
                )
              }
              onColumnsChange={(count) => change(edit.setColumnCount(doc, selectedRow.row.id, count))}
            />
          ) : selection?.kind === "column" ? (
            <p className="text-sm text-muted-foreground">
              Pick a block in the palette to add it to this column.
            </p>
          ) : (
            <DocumentSettingsFields
              settings={doc.settings}
              onChange={(settings, field) =>
                change(edit.updateSettings(doc, settings), { mergeKey: `settings:${field}` })
              }
            />
          )}
        </aside>
      </TabsContent>
      <TabsContent value="preview" className="p-4">
        {currentMode === "preview" ? (
          <EmailHtmlPreview
            html={renderEmailHtml(doc, mergeTags ? { mergeTags } : {})}
            defaultWidth={defaultPreviewWidth}
          />
        ) : null}
      </TabsContent>
      <div ref={setAnnouncer} data-slot="designer-announcer" />
    </Tabs>
  );
}

/** Renders again only when its props change, so state elsewhere on the page (a message being typed) skips it. */
const EmailDesignerMemo = memo(EmailDesigner);
export { EmailDesignerMemo as EmailDesigner };
