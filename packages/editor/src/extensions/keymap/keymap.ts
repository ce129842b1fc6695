import { chainCommands, exitCode, setBlockType, toggleMark } from "prosemirror-commands";
import { redo, undo } from "prosemirror-history";
import { undoInputRule } from "prosemirror-inputrules";
import type { Schema } from "prosemirror-model";
import { liftListItem, sinkListItem, splitListItem } from "prosemirror-schema-list";
import type { Command } from "prosemirror-state";
import { indent, insertCodeTab, outdent } from "../formatting/formatting";
import { IMAGE_RESIZE_STEP, resizeSelectedImage } from "../image/image";

/** Key bindings of the editor, on top of ProseMirror's base keymap. */
export function buildKeymap(schema: Schema): Record<string, Command> {
  const { marks, nodes } = schema;
  const hardBreak: Command = (state, dispatch) => {
    dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break!.create()).scrollIntoView());
    return true;
  };
  return {
    "Mod-z": undo,
    "Shift-Mod-z": redo,
    "Mod-y": redo,
    Backspace: undoInputRule,
    "Mod-b": toggleMark(marks.bold!),
    "Mod-i": toggleMark(marks.italic!),
    "Mod-u": toggleMark(marks.underline!),
    "Shift-Mod-x": toggleMark(marks.strike!),
    "Shift-Enter": chainCommands(exitCode, hardBreak),
    "Mod-Enter": chainCommands(exitCode, hardBreak),
    Enter: splitListItem(nodes.list_item!),
    Tab: chainCommands(insertCodeTab, sinkListItem(nodes.list_item!), indent),
    "Shift-Tab": chainCommands(liftListItem(nodes.list_item!), outdent),
    "Shift-Ctrl-0": setBlockType(nodes.paragraph!),
    "Shift-Ctrl-\\": setBlockType(nodes.code_block!),
    // The keyboard's resize handles: a selected image grows or shrinks with its proportions kept.
    "Alt-Shift-ArrowRight": resizeSelectedImage(IMAGE_RESIZE_STEP),
    "Alt-Shift-ArrowLeft": resizeSelectedImage(-IMAGE_RESIZE_STEP),
  };
}
