import type { Node, Slice } from "prosemirror-model";
import { Plugin, PluginKey, type Transaction } from "prosemirror-state";

export const limiterKey = new PluginKey<number | null>("limiter");

/** Marks a transaction that replaces the content from outside (a new value), which the limit does not stop. */
export const EXTERNAL_CHANGE = "sendline-external-change";

/** The text length the limit applies to: the document's text, merge tags as their placeholders. */
export function textLength(doc: Node): number {
  return doc.textBetween(0, doc.content.size, "", (leaf) => leaf.type.spec.leafText?.(leaf) ?? "").length;
}

function sliceText(slice: Slice): string {
  return slice.content.textBetween(
    0,
    slice.content.size,
    "",
    (leaf) => leaf.type.spec.leafText?.(leaf) ?? "",
  );
}

/**
 * Once the text reaches `limit` characters, changes that make it longer are refused: typing stops,
 * while deleting, moving, selecting and shortcuts keep working. A paste is cut to what still fits.
 */
export function limiterPlugin(limit: number | null): Plugin<number | null> {
  return new Plugin<number | null>({
    key: limiterKey,
    state: { init: () => limit, apply: (_tr, value) => value },
    filterTransaction(tr: Transaction, state) {
      if (limit === null || !tr.docChanged || tr.getMeta(EXTERNAL_CHANGE)) return true;
      const after = textLength(tr.doc);
      return after <= limit || after <= textLength(state.doc);
    },
    props: {
      handlePaste(view, _event, slice) {
        if (limit === null) return false;
        const { state } = view;
        const { from, to } = state.selection;
        const room = limit - textLength(state.doc) + state.doc.textBetween(from, to, "").length;
        const text = sliceText(slice);
        if (text.length <= room) return false;
        if (room > 0) view.dispatch(state.tr.insertText(text.slice(0, room), from, to).scrollIntoView());
        return true;
      },
    },
  });
}
