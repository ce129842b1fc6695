import type { Attrs, MarkType, NodeType } from "prosemirror-model";
import type { Command, EditorState } from "prosemirror-state";
import { type Alignment, MAX_INDENT } from "../../schema";

/** Spaces Tab inserts in a code block (SPEC §9). */
export const CODE_TAB = "    ";

/** In a code block, Tab inserts four spaces. */
export const insertCodeTab: Command = (state, dispatch) => {
  if (!state.selection.$from.parent.type.spec.code) return false;
  dispatch?.(state.tr.insertText(CODE_TAB).scrollIntoView());
  return true;
};

/** Changes the attributes of every aligned block (paragraph, heading) in the selection. */
function updateBlocks(update: (attrs: Attrs) => Attrs | null): Command {
  return (state, dispatch) => {
    const tr = state.tr;
    const { from, to } = state.selection;
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (!("align" in node.attrs)) return true;
      const next = update(node.attrs);
      if (next) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...next });
      return false;
    });
    if (!tr.docChanged) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** Indents the selected blocks by one 20 px step. */
export const indent: Command = updateBlocks((attrs) =>
  Number(attrs.indent) < MAX_INDENT ? { indent: Number(attrs.indent) + 1 } : null,
);

/** Takes one 20 px step of indent off the selected blocks. */
export const outdent: Command = updateBlocks((attrs) =>
  Number(attrs.indent) > 0 ? { indent: Number(attrs.indent) - 1 } : null,
);

/** Aligns the selected blocks; `left` is the default and is stored as no alignment. */
export function setAlignment(align: Alignment): Command {
  const value = align === "left" ? null : align;
  return updateBlocks((attrs) => (attrs.align === value ? null : { align: value }));
}

/** Whether every aligned block in the selection has `align`. */
export function isAlignmentActive(state: EditorState, align: Alignment): boolean {
  const value = align === "left" ? null : align;
  let all = true;
  let any = false;
  state.doc.nodesBetween(state.selection.from, state.selection.to, (node) => {
    if (!("align" in node.attrs)) return true;
    any = true;
    if (node.attrs.align !== value) all = false;
    return false;
  });
  return any && all;
}

/** Whether `type` is on the selection (or in the stored marks at the caret). */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The attributes of the `type` mark at the selection start, or `null`. */
export function markAttrs(state: EditorState, type: MarkType): Attrs | null {
  const { $from, empty } = state.selection;
  const marks = empty ? (state.storedMarks ?? $from.marks()) : ($from.nodeAfter?.marks ?? $from.marks());
  return type.isInSet(marks)?.attrs ?? null;
}

/** Sets a mark with attributes (font size, colour...) on the selection, or removes it when `attrs` is null. */
export function setMark(type: MarkType, attrs: Attrs | null): Command {
  return (state, dispatch) => {
    const { from, to, empty } = state.selection;
    if (dispatch) {
      if (empty) {
        const marks = type.removeFromSet(state.storedMarks ?? state.selection.$from.marks());
        dispatch(state.tr.setStoredMarks(attrs ? type.create(attrs).addToSet(marks) : marks));
      } else {
        const tr = state.tr.removeMark(from, to, type);
        if (attrs) tr.addMark(from, to, type.create(attrs));
        dispatch(tr.scrollIntoView());
      }
    }
    return true;
  };
}

/** Removes every mark but links, and resets the blocks to plain paragraphs. */
export const clearFormatting: Command = (state, dispatch) => {
  const { from, to } = state.selection;
  const { schema } = state;
  const tr = state.tr;
  for (const mark of Object.values(schema.marks))
    if (mark !== schema.marks.link) tr.removeMark(from, to, mark);
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isTextblock) return true;
    if (node.type.spec.code) return false;
    tr.setNodeMarkup(tr.mapping.map(pos), schema.nodes.paragraph);
    return false;
  });
  tr.setStoredMarks([]);
  if (!tr.docChanged && !state.storedMarks?.length) return false;
  dispatch?.(tr.scrollIntoView());
  return true;
};

/** Whether the selection's text blocks are all of `type` with `attrs`. */
export function isBlockActive(state: EditorState, type: NodeType, attrs: Attrs = {}): boolean {
  const { $from, to } = state.selection;
  if (to > $from.end()) return false;
  return $from.parent.hasMarkup(type, { ...$from.parent.attrs, ...attrs });
}

/** Inserts a node (rule, image, video) in place of the selection. */
export function insertNode(type: NodeType, attrs: Attrs | null = null): Command {
  return (state, dispatch) => {
    const { $from } = state.selection;
    const index = $from.index();
    if (type.isInline && !$from.parent.canReplaceWith(index, index, type)) return false;
    dispatch?.(state.tr.replaceSelectionWith(type.create(attrs)).scrollIntoView());
    return true;
  };
}
