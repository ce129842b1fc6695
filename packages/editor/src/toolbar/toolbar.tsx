import { setBlockType } from "prosemirror-commands";
import type { Command, EditorState } from "prosemirror-state";
import { Popover, PopoverContent, PopoverTrigger } from "@sendline/ui/popover";
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BaselineIcon,
  BoldIcon,
  CodeXmlIcon,
  HighlighterIcon,
  ImageIcon,
  IndentDecreaseIcon,
  IndentIncreaseIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  MinusIcon,
  PaperclipIcon,
  QuoteIcon,
  Redo2Icon,
  RemoveFormattingIcon,
  SquarePenIcon,
  StrikethroughIcon,
  UnderlineIcon,
  Undo2Icon,
  UnlinkIcon,
  VideoIcon,
  type LucideIcon,
} from "lucide-react";
import { Fragment, useState } from "react";
import type { EditorStore } from "../editor/editor-store";
import { useEditorState } from "../editor/use-editor-state";
import { isMarkActive, markAttrs, setMark } from "../extensions/formatting/formatting";
import { selectedImage } from "../extensions/image/image";
import { insertMergeTag } from "../extensions/merge-tag/merge-tag";
import { filterMergeTags } from "../extensions/merge-tag/merge-tag-typing";
import { COLOR_PALETTE, editorSchema, FONT_FAMILIES, FONT_SIZES, type MergeTag } from "../schema";
import {
  isItemEnabled,
  TOOLBAR_COMMANDS,
  type ToolbarCommandId,
  type ToolbarItemId,
  type ToolbarWidgetId,
} from "./toolbar-items";

export type EditorMode = "visual" | "source";
export type EditorDialog = "link" | "video" | "image" | "editImage" | "file";

export interface EditorToolbarProps {
  store: EditorStore;
  items: readonly ToolbarItemId[];
  mode: EditorMode;
  mergeTags: readonly MergeTag[];
  readOnly: boolean;
  onOpenDialog: (dialog: EditorDialog) => void;
  onToggleSource: () => void;
}

const buttonClass =
  "inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-40 disabled:hover:bg-transparent aria-pressed:bg-accent aria-pressed:text-accent-foreground";
const selectClass =
  "h-8 rounded border border-input bg-background px-1 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-40";

const iconClass = "size-4";

/** The kit's icon set draws every button, so none depends on the fonts a machine happens to have. */
const COMMAND_ICONS: Record<ToolbarCommandId, LucideIcon> = {
  undo: Undo2Icon,
  redo: Redo2Icon,
  bold: BoldIcon,
  italic: ItalicIcon,
  underline: UnderlineIcon,
  strikeThrough: StrikethroughIcon,
  alignLeft: AlignLeftIcon,
  alignCenter: AlignCenterIcon,
  alignRight: AlignRightIcon,
  alignJustify: AlignJustifyIcon,
  bulletList: ListIcon,
  orderedList: ListOrderedIcon,
  indent: IndentIncreaseIcon,
  outdent: IndentDecreaseIcon,
  quote: QuoteIcon,
  codeBlock: CodeXmlIcon,
  insertHR: MinusIcon,
  unlink: UnlinkIcon,
  clearFormatting: RemoveFormattingIcon,
};

const DIALOG_BUTTONS = {
  insertLink: { dialog: "link", label: "Insert link", Icon: LinkIcon },
  insertVideo: { dialog: "video", label: "Insert video", Icon: VideoIcon },
  insertImage: { dialog: "image", label: "Insert image", Icon: ImageIcon },
  insertFile: { dialog: "file", label: "Insert file", Icon: PaperclipIcon },
} satisfies Partial<Record<ToolbarWidgetId, { dialog: EditorDialog; label: string; Icon: LucideIcon }>>;

function isCommandId(id: ToolbarItemId): id is ToolbarCommandId {
  return id in TOOLBAR_COMMANDS;
}

/** The formatting toolbar; every enabled and pressed state is read from the current `EditorState`. */
export function EditorToolbar({
  store,
  items,
  mode,
  mergeTags,
  readOnly,
  onOpenDialog,
  onToggleSource,
}: EditorToolbarProps) {
  const state = useEditorState(store);
  const visual = mode === "visual" && !readOnly && state !== null;
  const run = (command: Command) => {
    const view = store.view;
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      data-slot="rich-text-editor-toolbar"
      className="flex flex-wrap items-center gap-0.5 border-b border-border p-1"
    >
      {items.map((id, index) => {
        if (id === "|")
          return <span key={`separator-${index}`} aria-hidden className="mx-1 h-5 w-px bg-border" />;
        if (isCommandId(id)) {
          const item = TOOLBAR_COMMANDS[id];
          const Icon = COMMAND_ICONS[id];
          const active = visual && item.active ? item.active(state) : false;
          return (
            <button
              key={id}
              type="button"
              className={buttonClass}
              aria-label={item.label}
              title={item.label}
              aria-pressed={item.active ? active : undefined}
              disabled={!visual || !isItemEnabled(item, state)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(item.run)}
            >
              <Icon aria-hidden className={iconClass} />
            </button>
          );
        }
        return (
          <Fragment key={id}>
            <ToolbarWidget
              id={id}
              state={visual ? state : null}
              store={store}
              mode={mode}
              readOnly={readOnly}
              mergeTags={mergeTags}
              onOpenDialog={onOpenDialog}
              onToggleSource={onToggleSource}
            />
          </Fragment>
        );
      })}
    </div>
  );
}

interface WidgetProps extends Omit<EditorToolbarProps, "items" | "store"> {
  id: ToolbarWidgetId;
  /** The state, or `null` while the widget must be disabled (source view, read-only). */
  state: EditorState | null;
  store: EditorStore;
}

function ToolbarWidget({
  id,
  state,
  store,
  mode,
  readOnly,
  mergeTags,
  onOpenDialog,
  onToggleSource,
}: WidgetProps) {
  const { marks, nodes } = editorSchema;
  const apply = (command: Command) => {
    const view = store.view;
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  };
  switch (id) {
    case "paragraphFormat": {
      const parent = state?.selection.$from.parent;
      const value =
        parent && parent.type === nodes.heading
          ? `h${parent.attrs.level}`
          : parent?.type === nodes.paragraph
            ? "p"
            : "";
      return (
        <select
          aria-label="Paragraph format"
          className={selectClass}
          disabled={!state}
          value={value}
          onChange={(event) => {
            const level = Number(event.target.value.slice(1));
            apply(
              event.target.value === "p"
                ? setBlockType(nodes.paragraph!)
                : setBlockType(nodes.heading!, { level }),
            );
          }}
        >
          {value === "" ? <option value="">Format</option> : null}
          <option value="p">Normal</option>
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <option key={level} value={`h${level}`}>
              Heading {level}
            </option>
          ))}
        </select>
      );
    }
    case "fontFamily":
    case "fontSize": {
      const isSize = id === "fontSize";
      const type = isSize ? marks.font_size! : marks.font_family!;
      const attrs = state ? markAttrs(state, type) : null;
      const value = attrs ? String(isSize ? attrs.size : attrs.family) : "";
      const options = isSize ? FONT_SIZES.map(String) : Object.keys(FONT_FAMILIES);
      return (
        <select
          aria-label={isSize ? "Font size" : "Font family"}
          className={selectClass}
          disabled={!state}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            apply(setMark(type, next === "" ? null : isSize ? { size: Number(next) } : { family: next }));
          }}
        >
          <option value="">{isSize ? "Size" : "Font"}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {isSize ? `${option} px` : option}
            </option>
          ))}
        </select>
      );
    }
    case "textColor":
    case "backgroundColor": {
      const type = id === "textColor" ? marks.text_color! : marks.background_color!;
      const label = id === "textColor" ? "Text color" : "Background color";
      return (
        <ColorMenu
          label={label}
          Icon={id === "textColor" ? BaselineIcon : HighlighterIcon}
          disabled={!state}
          active={state ? isMarkActive(state, type) : false}
          onPick={(color) => apply(setMark(type, color ? { color } : null))}
        />
      );
    }
    case "mergeTags":
      return <MergeTagMenu tags={mergeTags} disabled={!state} onPick={(tag) => apply(insertMergeTag(tag))} />;
    case "editImage":
      return (
        <button
          type="button"
          className={buttonClass}
          aria-label="Edit image"
          title="Edit image"
          disabled={!state || !selectedImage(state)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onOpenDialog("editImage")}
        >
          <SquarePenIcon aria-hidden className={iconClass} />
        </button>
      );
    case "insertLink":
    case "insertVideo":
    case "insertImage":
    case "insertFile": {
      const { dialog, label, Icon } = DIALOG_BUTTONS[id];
      return (
        <button
          type="button"
          className={buttonClass}
          aria-label={label}
          title={label}
          disabled={!state}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onOpenDialog(dialog)}
        >
          <Icon aria-hidden className={iconClass} />
        </button>
      );
    }
    case "html":
      return (
        <button
          type="button"
          className={buttonClass}
          aria-label="HTML"
          title="Code view"
          aria-pressed={mode === "source"}
          disabled={readOnly}
          onClick={onToggleSource}
        >
          {"HTML"}
        </button>
      );
    default:
      return id satisfies never;
  }
}

function ColorMenu({
  label,
  Icon,
  disabled,
  active,
  onPick,
}: {
  label: string;
  Icon: LucideIcon;
  disabled: boolean;
  active: boolean;
  onPick: (color: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const pick = (color: string | null) => {
    setOpen(false);
    onPick(color);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className={buttonClass}
        aria-label={label}
        title={label}
        disabled={disabled}
        data-active={active ? "true" : undefined}
        onMouseDown={(event) => event.preventDefault()}
      >
        <Icon aria-hidden className={iconClass} />
      </PopoverTrigger>
      <PopoverContent
        aria-label={label}
        role="dialog"
        className="w-auto p-2"
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <div className="grid grid-cols-10 gap-1">
          {COLOR_PALETTE.map((color) => (
            <button
              key={color}
              type="button"
              aria-label={color}
              title={color}
              className="size-5 rounded-sm border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              style={{ backgroundColor: color }}
              onClick={() => pick(color)}
            />
          ))}
        </div>
        <button type="button" className={`${buttonClass} mt-2 w-full`} onClick={() => pick(null)}>
          Remove color
        </button>
      </PopoverContent>
    </Popover>
  );
}

function MergeTagMenu({
  tags,
  disabled,
  onPick,
}: {
  tags: readonly MergeTag[];
  disabled: boolean;
  onPick: (tag: MergeTag) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const shown = filterMergeTags(tags, query);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setQuery("");
      }}
    >
      <PopoverTrigger
        className={buttonClass}
        aria-label="Insert merge tag"
        title="Insert merge tag"
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
      >
        {"{{ }}"}
      </PopoverTrigger>
      <PopoverContent
        aria-label="Merge tags"
        role="dialog"
        className="w-64 p-2"
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <input
          type="search"
          aria-label="Search merge tags"
          placeholder="Search"
          className="mb-2 w-full rounded border border-input bg-background px-2 py-1 text-sm"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ul className="max-h-60 overflow-auto" aria-label="Merge tags">
          {shown.map((tag) => (
            <li key={tag.field_name}>
              <button
                type="button"
                className="w-full rounded px-2 py-1 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                onClick={() => {
                  setOpen(false);
                  onPick(tag);
                }}
              >
                {tag.label}
              </button>
            </li>
          ))}
          {shown.length === 0 ? (
            <li className="px-2 py-1 text-sm text-muted-foreground">No matching tags</li>
          ) : null}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
