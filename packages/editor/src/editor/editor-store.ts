import type { Command, EditorState } from "prosemirror-state";
import type { EditorView } from "prosemirror-view";

/**
 * Holds the mounted view and tells React when its state changes, so components read the
 * `EditorState` itself (through `useSyncExternalStore`) instead of copying pieces of it.
 */
export class EditorStore {
  private mounted: EditorView | null = null;
  private listeners = new Set<() => void>();
  private current: EditorState | null = null;

  get view(): EditorView | null {
    return this.mounted;
  }

  attach(view: EditorView | null): void {
    this.mounted = view;
    if (view) this.publish(view.state);
  }

  /** Runs `command` on the mounted view; whether it applied. */
  run(command: Command): boolean {
    const view = this.mounted;
    return view ? command(view.state, view.dispatch, view) : false;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): EditorState | null => this.current;

  publish(state: EditorState): void {
    this.current = state;
    for (const listener of this.listeners) listener();
  }
}
