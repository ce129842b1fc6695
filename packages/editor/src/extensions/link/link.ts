import { Fragment, type Mark, type Node, Slice } from "prosemirror-model";
import { type Command, type EditorState, Plugin, TextSelection } from "prosemirror-state";
import { InputRule } from "prosemirror-inputrules";
import { AUTO_LINK_TEXT_MAX_LENGTH, isAllowedLinkUrl, shorten } from "../../rules";

export interface LinkRange {
  href: string;
  from: number;
  to: number;
}

/** The link the caret or selection start is in, with its whole range, or `null`. */
export function linkAtSelection(state: EditorState): LinkRange | null {
  const type = state.schema.marks.link!;
  const { $from } = state.selection;
  const parent = $from.parent;
  let index = $from.index();
  let mark = type.isInSet(parent.maybeChild(index)?.marks ?? []);
  if (!mark && $from.textOffset === 0 && index > 0) {
    index -= 1;
    mark = type.isInSet(parent.child(index).marks);
  }
  if (!mark) return null;
  let first = index;
  let last = index + 1;
  while (first > 0 && mark.isInSet(parent.child(first - 1).marks)) first -= 1;
  while (last < parent.childCount && mark.isInSet(parent.child(last).marks)) last += 1;
  let from = $from.start();
  for (let i = 0; i < first; i += 1) from += parent.child(i).nodeSize;
  let to = from;
  for (let i = first; i < last; i += 1) to += parent.child(i).nodeSize;
  return { href: String(mark.attrs.href), from, to };
}

/**
 * Links the selection (or the link around the caret) to `href`, or inserts `text` linked when given.
 * Refused, like every link command, when `href` is not an allowed link.
 */
export function setLink(href: string, text?: string): Command {
  return (state, dispatch) => {
    if (!isAllowedLinkUrl(href)) return false;
    const type = state.schema.marks.link!;
    const existing = linkAtSelection(state);
    let { from, to } = state.selection;
    if (state.selection.empty && existing) ({ from, to } = existing);
    const mark = type.create({ href });
    if (!dispatch) return true;
    const tr = state.tr;
    const label = text?.trim();
    if (label || from === to) {
      const marks = state.doc
        .resolve(from)
        .marks()
        .filter((m) => m.type !== type);
      tr.replaceWith(from, to, state.schema.text(label || href, [...marks, mark]));
    } else {
      tr.removeMark(from, to, type).addMark(from, to, mark);
    }
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/**
 * Inserts `text` linked to `href` in place of the selection and puts the caret after it, as for an
 * uploaded file. Refused when `href` is not an allowed link or links cannot go there (code blocks).
 */
export function insertLinkedText(href: string, text: string): Command {
  return (state, dispatch) => {
    const type = state.schema.marks.link!;
    const label = text.trim();
    const { $from, from, to } = state.selection;
    if (!isAllowedLinkUrl(href) || label === "" || !$from.parent.type.allowsMarkType(type)) return false;
    if (!dispatch) return true;
    const marks = $from.marks().filter((mark) => mark.type !== type);
    const tr = state.tr.replaceWith(from, to, state.schema.text(label, [...marks, type.create({ href })]));
    dispatch(tr.setSelection(TextSelection.create(tr.doc, from + label.length)).scrollIntoView());
    return true;
  };
}

/** Removes the link around the caret or from the selection. */
export const removeLink: Command = (state, dispatch) => {
  const type = state.schema.marks.link!;
  const existing = linkAtSelection(state);
  const { from, to, empty } = state.selection;
  const range = empty ? existing : { from, to };
  if (!range || !state.doc.rangeHasMark(range.from, range.to, type)) return false;
  dispatch?.(state.tr.removeMark(range.from, range.to, type));
  return true;
};

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'}]/gi;

function hrefFor(url: string): string {
  return /^www\./i.test(url) ? `http://${url}` : url;
}

/** Typing a space or Enter after an address links it; long addresses show cut at 50 characters. */
export function autoLinkRule(): InputRule {
  return new InputRule(
    /(?:^|\s)((?:https?:\/\/|www\.)[^\s]+[^\s.,;:!?)])(\s)$/i,
    (state, match, start, end) => {
      const url = match[1] ?? "";
      const href = hrefFor(url);
      const type = state.schema.marks.link!;
      if (!isAllowedLinkUrl(href)) return null;
      const urlStart = start + (match[0].length - url.length - (match[2]?.length ?? 0));
      if (state.doc.rangeHasMark(urlStart, end, type)) return null;
      const marks = state.doc.resolve(urlStart).marks();
      const text = state.schema.text(shorten(url, AUTO_LINK_TEXT_MAX_LENGTH), [
        ...marks,
        type.create({ href }),
      ]);
      return state.tr.replaceWith(urlStart, end, [text, state.schema.text(match[2] ?? " ", marks)]);
    },
  );
}

function linkifyText(node: Node): Node[] {
  const text = node.text ?? "";
  const type = node.type.schema.marks.link!;
  if (type.isInSet(node.marks)) return [node];
  const parts: Node[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const href = hrefFor(match[0]);
    if (!isAllowedLinkUrl(href)) continue;
    if (match.index > last) parts.push(node.type.schema.text(text.slice(last, match.index), node.marks));
    const marks: readonly Mark[] = [...node.marks, type.create({ href })];
    parts.push(node.type.schema.text(shorten(match[0], AUTO_LINK_TEXT_MAX_LENGTH), marks));
    last = match.index + match[0].length;
  }
  if (last === 0) return [node];
  if (last < text.length) parts.push(node.type.schema.text(text.slice(last), node.marks));
  return parts;
}

function linkifyFragment(fragment: Fragment): Fragment {
  const children: Node[] = [];
  fragment.forEach((child) => {
    if (child.isText) children.push(...linkifyText(child));
    else if (child.type.spec.code) children.push(child);
    else children.push(child.copy(linkifyFragment(child.content)));
  });
  return Fragment.fromArray(children);
}

/** Pasted addresses become links. */
export function autoLinkPastePlugin(): Plugin {
  return new Plugin({
    props: {
      transformPasted: (slice) => new Slice(linkifyFragment(slice.content), slice.openStart, slice.openEnd),
    },
  });
}
