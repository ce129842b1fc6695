import { useLayoutEffect, useRef, useState } from "react";
import type { EditorStore } from "../../editor/editor-store";
import { useEditorState } from "../../editor/use-editor-state";
import { LINK_TOOLTIP_MAX_LENGTH, shorten } from "../../rules";
import { linkAtSelection, removeLink } from "./link";

export interface LinkTooltipProps {
  store: EditorStore;
  onEdit: () => void;
}

const actionClass =
  "rounded px-2 py-0.5 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Shown at the caret when it is in a link: the address cut to 24 characters, Edit and Unlink. */
export function LinkTooltip({ store, onEdit }: LinkTooltipProps) {
  const state = useEditorState(store);
  const link = state && state.selection.empty ? linkAtSelection(state) : null;
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const view = store.view;
    const box = ref.current?.offsetParent;
    const current = state && state.selection.empty ? linkAtSelection(state) : null;
    if (!view || !current || !box) return;
    const caret = view.coordsAtPos(current.from);
    const frame = box.getBoundingClientRect();
    setPosition({ left: caret.left - frame.left, top: caret.bottom - frame.top + 4 });
  }, [store, state]);

  if (!link || !store.view?.editable) return null;
  return (
    <div
      ref={ref}
      role="group"
      aria-label="Link"
      data-slot="link-tooltip"
      className="absolute z-30 flex items-center gap-1 rounded-md border border-border bg-popover px-2 py-1 text-popover-foreground shadow-md"
      style={position ?? { left: 0, top: 0, visibility: "hidden" }}
      onMouseDown={(event) => event.preventDefault()}
    >
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm text-primary underline"
      >
        {shorten(link.href, LINK_TOOLTIP_MAX_LENGTH)}
      </a>
      <button type="button" className={actionClass} onClick={onEdit}>
        Edit
      </button>
      <button
        type="button"
        className={actionClass}
        onClick={() => {
          const view = store.view;
          if (!view) return;
          removeLink(view.state, view.dispatch);
          view.focus();
        }}
      >
        Unlink
      </button>
    </div>
  );
}
