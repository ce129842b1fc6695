import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { createDocument } from "../document/create";
import type { EmailDocument } from "../document/document-schema";

/** Designs kept for undo; older ones are forgotten. */
export const HISTORY_LIMIT = 100;
/** Edits of one field this close together are undone as one (typing a heading is one step, not a step a letter). */
export const HISTORY_MERGE_MS = 1000;

export interface ChangeOptions {
  /** Edits with the same key in quick succession share one undo step, e.g. `"<block id>:text"`. */
  mergeKey?: string;
}

interface Stacks {
  past: EmailDocument[];
  future: EmailDocument[];
}

interface Options {
  value: EmailDocument | undefined;
  defaultValue: EmailDocument | undefined;
  onChange: ((value: EmailDocument) => void) | undefined;
}

/**
 * The design, controlled (`value`) or not (`defaultValue`), with undo and redo stacks. Every change,
 * undo and redo is reported through `onChange`.
 */
export function useDocumentHistory({ value, defaultValue, onChange }: Options) {
  const [internal, setInternal] = useState<EmailDocument>(() => defaultValue ?? createDocument());
  const doc = value ?? internal;
  const [stacks, setStacksState] = useState<Stacks>({ past: [], future: [] });
  // Read by the handlers between renders: several edits may land before React renders again.
  const latest = useRef({ doc, stacks, controlled: value !== undefined, onChange });
  useLayoutEffect(() => {
    latest.current.controlled = value !== undefined;
    latest.current.onChange = onChange;
    if (value !== undefined) latest.current.doc = value;
  });
  const merge = useRef<{ key: string | null; at: number }>({ key: null, at: 0 });

  const setStacks = useCallback((next: Stacks) => {
    latest.current.stacks = next;
    setStacksState(next);
  }, []);

  const emit = useCallback((next: EmailDocument) => {
    latest.current.doc = next;
    if (!latest.current.controlled) setInternal(next);
    latest.current.onChange?.(next);
  }, []);

  const change = useCallback(
    (next: EmailDocument, options: ChangeOptions = {}) => {
      const previous = latest.current.doc;
      if (next === previous) return;
      const now = Date.now();
      const key = options.mergeKey ?? null;
      const joins = key !== null && key === merge.current.key && now - merge.current.at < HISTORY_MERGE_MS;
      merge.current = { key, at: now };
      const { past } = latest.current.stacks;
      setStacks({ past: joins ? past : [...past, previous].slice(-HISTORY_LIMIT), future: [] });
      emit(next);
    },
    [emit, setStacks],
  );

  const undo = useCallback(() => {
    const { past, future } = latest.current.stacks;
    const previous = past.at(-1);
    if (!previous) return;
    merge.current = { key: null, at: 0 };
    setStacks({ past: past.slice(0, -1), future: [latest.current.doc, ...future] });
    emit(previous);
  }, [emit, setStacks]);

  const redo = useCallback(() => {
    const { past, future } = latest.current.stacks;
    const next = future[0];
    if (!next) return;
    merge.current = { key: null, at: 0 };
    setStacks({ past: [...past, latest.current.doc], future: future.slice(1) });
    emit(next);
  }, [emit, setStacks]);

  return {
    doc,
    change,
    undo,
    redo,
    canUndo: stacks.past.length > 0,
    canRedo: stacks.future.length > 0,
  };
}
