import { lift, setBlockType, toggleMark, wrapIn } from "prosemirror-commands";
import { redo, redoDepth, undo, undoDepth } from "prosemirror-history";
import type { NodeType } from "prosemirror-model";
import { wrapInList } from "prosemirror-schema-list";
import type { Command, EditorState } from "prosemirror-state";
import { editorSchema, type Alignment } from "../schema";
import {
  clearFormatting,
  indent,
  insertNode,
  isAlignmentActive,
  isBlockActive,
  isMarkActive,
  outdent,
  setAlignment,
} from "../extensions/formatting/formatting";
import { linkAtSelection, removeLink } from "../extensions/link/link";

/** A toolbar button: a command plus predicates on the editor state, in the manner of prosemirror-menu. */
export interface ToolbarCommandItem {
  /** The button's accessible name and tooltip; its icon is chosen by the toolbar. */
  label: string;
  run: Command;
  /** Whether the button can be used now. @default whether `run` applies */
  enable?: (state: EditorState) => boolean;
  /** Whether the button shows as pressed. */
  active?: (state: EditorState) => boolean;
}

const { marks, nodes } = editorSchema;

function isInside(state: EditorState, type: NodeType): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) if ($from.node(depth).type === type) return true;
  return false;
}

const mark = (label: string, type = marks.bold!): ToolbarCommandItem => ({
  label,
  run: toggleMark(type),
  active: (state) => isMarkActive(state, type),
});

const align = (value: Alignment, label: string): ToolbarCommandItem => ({
  label,
  run: setAlignment(value),
  enable: () => true,
  active: (state) => isAlignmentActive(state, value),
});

const commands = {
  undo: { label: "Undo", run: undo, enable: (state) => undoDepth(state) > 0 },
  redo: { label: "Redo", run: redo, enable: (state) => redoDepth(state) > 0 },
  bold: mark("Bold", marks.bold),
  italic: mark("Italic", marks.italic),
  underline: mark("Underline", marks.underline),
  strikeThrough: mark("Strikethrough", marks.strike),
  alignLeft: align("left", "Align left"),
  alignCenter: align("center", "Align center"),
  alignRight: align("right", "Align right"),
  alignJustify: align("justify", "Justify"),
  bulletList: {
    label: "Bulleted list",
    run: wrapInList(nodes.bullet_list!),
    active: (state) => isInside(state, nodes.bullet_list!),
  },
  orderedList: {
    label: "Numbered list",
    run: wrapInList(nodes.ordered_list!),
    active: (state) => isInside(state, nodes.ordered_list!),
  },
  indent: { label: "Increase indent", run: indent },
  outdent: { label: "Decrease indent", run: outdent },
  quote: {
    label: "Quote",
    run: (state, dispatch) =>
      isInside(state, nodes.blockquote!) ? lift(state, dispatch) : wrapIn(nodes.blockquote!)(state, dispatch),
    active: (state) => isInside(state, nodes.blockquote!),
  },
  codeBlock: {
    label: "Code block",
    run: (state, dispatch) =>
      isBlockActive(state, nodes.code_block!)
        ? setBlockType(nodes.paragraph!)(state, dispatch)
        : setBlockType(nodes.code_block!)(state, dispatch),
    active: (state) => isBlockActive(state, nodes.code_block!),
  },
  insertHR: { label: "Insert horizontal line", run: insertNode(nodes.horizontal_rule!) },
  unlink: {
    label: "Unlink",
    run: removeLink,
    enable: (state) => linkAtSelection(state) !== null,
  },
  clearFormatting: { label: "Clear formatting", run: clearFormatting },
} satisfies Record<string, ToolbarCommandItem>;

export type ToolbarCommandId = keyof typeof commands;

/** Every button the toolbar can show, by id. */
export const TOOLBAR_COMMANDS: Record<ToolbarCommandId, ToolbarCommandItem> = commands;

/** Toolbar entries with their own UI (menus, dialogs) rather than a single command. */
export type ToolbarWidgetId =
  | "paragraphFormat"
  | "fontFamily"
  | "fontSize"
  | "textColor"
  | "backgroundColor"
  | "insertLink"
  | "mergeTags"
  | "insertImage"
  | "insertFile"
  | "editImage"
  | "insertVideo"
  | "html";

export type ToolbarItemId = ToolbarCommandId | ToolbarWidgetId | "|";

/** The toolbar a new editor shows; `|` separates groups. */
export const DEFAULT_TOOLBAR: readonly ToolbarItemId[] = [
  "undo",
  "redo",
  "|",
  "paragraphFormat",
  "fontFamily",
  "fontSize",
  "|",
  "bold",
  "italic",
  "underline",
  "strikeThrough",
  "textColor",
  "backgroundColor",
  "clearFormatting",
  "|",
  "alignLeft",
  "alignCenter",
  "alignRight",
  "alignJustify",
  "bulletList",
  "orderedList",
  "outdent",
  "indent",
  "quote",
  "codeBlock",
  "|",
  "insertLink",
  "unlink",
  "mergeTags",
  "insertImage",
  "insertFile",
  "editImage",
  "insertVideo",
  "insertHR",
  "|",
  "html",
];

/** Whether `item` can run now: its own `enable`, else whether its command applies. */
export function isItemEnabled(item: ToolbarCommandItem, state: EditorState): boolean {
  return item.enable ? item.enable(state) : item.run(state);
}
