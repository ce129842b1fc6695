import type { Node } from "prosemirror-model";
import type { Command } from "prosemirror-state";
import type { NodeView } from "prosemirror-view";
import { type MergeTag, mergeTagPlaceholder } from "../../schema";

/** Inserts `tag` at the caret, in place of the selection. */
export function insertMergeTag(tag: MergeTag): Command {
  return (state, dispatch) => {
    const type = state.schema.nodes.merge_tag!;
    const { $from } = state.selection;
    if (!$from.parent.canReplaceWith($from.index(), $from.index(), type)) return false;
    const node = type.create(
      { name: tag.field_name, label: tag.label },
      null,
      state.storedMarks ?? $from.marks(),
    );
    dispatch?.(state.tr.replaceSelectionWith(node, false).scrollIntoView());
    return true;
  };
}

/** Shows a merge tag as a chip with its label; the saved HTML keeps the placeholder. */
export function mergeTagNodeView(node: Node): NodeView {
  const dom = document.createElement("span");
  const name = String(node.attrs.name);
  dom.className = "sendline-merge-tag";
  dom.dataset.mergeTag = name;
  dom.title = mergeTagPlaceholder(name);
  dom.contentEditable = "false";
  dom.textContent = node.attrs.label ? String(node.attrs.label) : name;
  return { dom, ignoreMutation: () => true };
}
