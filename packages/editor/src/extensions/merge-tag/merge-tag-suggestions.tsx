import { useLayoutEffect, useRef, useState } from "react";
import type { EditorStore } from "../../editor/editor-store";
import { useEditorState } from "../../editor/use-editor-state";
import type { MergeTag } from "../../schema";
import {
  filterMergeTags,
  mergeTagSuggestIds,
  mergeTagSuggestion,
  pickMergeTagSuggestion,
} from "./merge-tag-typing";

export interface MergeTagSuggestionsProps {
  store: EditorStore;
  tags: readonly MergeTag[];
  /** The id base given to the suggestion plugin. */
  idBase: string;
}

/** The merge tags matching a typed `{{`, listed under the caret; the keys are the plugin's. */
export function MergeTagSuggestions({ store, tags, idBase }: MergeTagSuggestionsProps) {
  const state = useEditorState(store);
  const active = state ? mergeTagSuggestion(state) : null;
  const shown = active ? filterMergeTags(tags, active.query) : [];
  const ref = useRef<HTMLUListElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const ids = mergeTagSuggestIds(idBase);

  useLayoutEffect(() => {
    const view = store.view;
    const box = ref.current?.offsetParent;
    const current = state ? mergeTagSuggestion(state) : null;
    if (!view || !current || !box) return;
    const caret = view.coordsAtPos(current.from);
    const frame = box.getBoundingClientRect();
    setPosition({ left: caret.left - frame.left, top: caret.bottom - frame.top + 4 });
  }, [store, state]);

  if (!active || shown.length === 0 || !store.view?.editable) return null;
  return (
    <ul
      ref={ref}
      id={ids.listbox}
      role="listbox"
      aria-label="Merge tags"
      data-slot="merge-tag-suggestions"
      className="absolute z-30 max-h-60 w-56 overflow-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
      style={position ?? { left: 0, top: 0, visibility: "hidden" }}
      onMouseDown={(event) => event.preventDefault()}
    >
      {shown.map((tag, index) => (
        <li
          key={tag.field_name}
          id={ids.option(index)}
          role="option"
          aria-selected={index === active.index}
          className="cursor-pointer rounded px-2 py-1 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
          onClick={() => {
            const view = store.view;
            if (!view) return;
            pickMergeTagSuggestion(view, tag);
            view.focus();
          }}
        >
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
