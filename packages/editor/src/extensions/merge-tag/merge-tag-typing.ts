import { InputRule, inputRules } from "prosemirror-inputrules";
import { type EditorState, Plugin, PluginKey, type Transaction } from "prosemirror-state";
import type { EditorView } from "prosemirror-view";
import type { MergeTag } from "../../schema";

/** The tags whose label or field name contains `query`, ignoring case and surrounding spaces. */
export function filterMergeTags(tags: readonly MergeTag[], query: string): MergeTag[] {
  const needle = query.trim().toLowerCase();
  return tags.filter(
    (tag) => tag.label.toLowerCase().includes(needle) || tag.field_name.toLowerCase().includes(needle),
  );
}

/** The merge tag node for `tag`, carrying the marks at `position`. */
function mergeTagNode(state: EditorState, tag: MergeTag, position: number) {
  return state.schema.nodes.merge_tag!.create(
    { name: tag.field_name, label: tag.label },
    null,
    state.doc.resolve(position).marks(),
  );
}

/**
 * Typing the closing braces of `{{field_name}}` turns the placeholder into a merge-tag chip when the
 * field is one of `getTags()`; placeholders of unknown fields stay text, as they do when pasted.
 */
export function mergeTagInputRule(getTags: () => readonly MergeTag[]): Plugin {
  return inputRules({
    rules: [
      new InputRule(/\{\{\s*([A-Za-z][\w.-]{0,63})\s*\}\}$/, (state, match, start, end) => {
        const tag = getTags().find((candidate) => candidate.field_name === match[1]);
        if (!tag || state.doc.resolve(start).parent.type.spec.code) return null;
        return state.tr.replaceWith(start, end, mergeTagNode(state, tag, start));
      }),
    ],
  });
}

/** Typed `{{` before the caret: where it starts, the text typed after it and the highlighted match. */
export interface MergeTagSuggestion {
  from: number;
  to: number;
  query: string;
  /** The highlighted match, an index into `filterMergeTags(tags, query)`. */
  index: number;
}

interface SuggestState {
  active: MergeTagSuggestion | null;
  /** Where a suggestion closed with Escape started; it stays closed until the caret leaves it. */
  dismissed: number | null;
}

type SuggestAction = { move: number } | { dismiss: true };

export const mergeTagSuggestKey = new PluginKey<SuggestState>("mergeTagSuggest");

const OPENING = /\{\{([\w.-]{0,64})$/;

function typedOpening(state: EditorState): Omit<MergeTagSuggestion, "index"> | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if (!$from.parent.isTextblock || $from.parent.type.spec.code) return null;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, "\ufffc");
  const match = OPENING.exec(before);
  if (!match) return null;
  return { from: $from.pos - match[0].length, to: $from.pos, query: match[1] ?? "" };
}

/** The open suggestion of `state`, or null. */
export function mergeTagSuggestion(state: EditorState): MergeTagSuggestion | null {
  return mergeTagSuggestKey.getState(state)?.active ?? null;
}

/** Replaces the typed `{{query` with the chip of `tag`. */
export function pickMergeTagSuggestion(view: EditorView, tag: MergeTag): void {
  const active = mergeTagSuggestion(view.state);
  if (!active) return;
  const { state } = view;
  view.dispatch(
    state.tr.replaceWith(active.from, active.to, mergeTagNode(state, tag, active.from)).scrollIntoView(),
  );
}

/** Ids the editable area names in `aria-controls` and `aria-activedescendant`. */
export function mergeTagSuggestIds(base: string) {
  return { listbox: `${base}-merge-tags`, option: (index: number) => `${base}-merge-tag-${index}` };
}

/**
 * Typing `{{` opens the merge tags matching what follows it, as the toolbar menu does: Arrow keys move
 * through them, Enter or Tab inserts the highlighted one, Escape closes the list. The editable area
 * points assistive technology at the list and its highlighted option.
 */
export function mergeTagSuggestPlugin(
  getTags: () => readonly MergeTag[],
  idBase: string,
): Plugin<SuggestState> {
  const ids = mergeTagSuggestIds(idBase);
  const matches = (state: EditorState) => {
    const active = mergeTagSuggestion(state);
    return active ? filterMergeTags(getTags(), active.query) : [];
  };
  return new Plugin<SuggestState>({
    key: mergeTagSuggestKey,
    state: {
      init: () => ({ active: null, dismissed: null }),
      apply(tr: Transaction, previous: SuggestState, _old, state): SuggestState {
        const action = tr.getMeta(mergeTagSuggestKey) as SuggestAction | undefined;
        const typed = typedOpening(state);
        if (!typed) return { active: null, dismissed: null };
        if (action && "dismiss" in action) return { active: null, dismissed: typed.from };
        if (previous.dismissed === typed.from) return { active: null, dismissed: typed.from };
        const last = previous.active;
        const same = last && last.from === typed.from && last.query === typed.query;
        const count = filterMergeTags(getTags(), typed.query).length;
        const index = same ? last.index + (action && "move" in action ? action.move : 0) : 0;
        return { active: { ...typed, index: count ? (index + count) % count : 0 }, dismissed: null };
      },
    },
    props: {
      handleKeyDown(view, event) {
        const active = mergeTagSuggestion(view.state);
        if (!active) return false;
        const shown = matches(view.state);
        if (event.key === "Escape") {
          view.dispatch(view.state.tr.setMeta(mergeTagSuggestKey, { dismiss: true }));
          return true;
        }
        if (shown.length === 0) return false;
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          view.dispatch(
            view.state.tr.setMeta(mergeTagSuggestKey, { move: event.key === "ArrowDown" ? 1 : -1 }),
          );
          return true;
        }
        if (event.key === "Enter" || event.key === "Tab") {
          const tag = shown[active.index];
          if (tag) pickMergeTagSuggestion(view, tag);
          return true;
        }
        return false;
      },
      attributes(state): Record<string, string> {
        const active = mergeTagSuggestion(state);
        if (!active || matches(state).length === 0) return { "aria-autocomplete": "list" };
        return {
          "aria-autocomplete": "list",
          "aria-controls": ids.listbox,
          "aria-activedescendant": ids.option(active.index),
        };
      },
    },
  });
}
