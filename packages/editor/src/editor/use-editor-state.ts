import type { EditorState } from "prosemirror-state";
import { useSyncExternalStore } from "react";
import type { EditorStore } from "./editor-store";

/** The editor's current state; re-renders the caller on every transaction. */
export function useEditorState(store: EditorStore): EditorState | null {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
