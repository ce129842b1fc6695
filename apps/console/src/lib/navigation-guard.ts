import { UNSAVED_CHANGES_MESSAGES } from "@sendline/core";
import { useEffect, useSyncExternalStore } from "react";

interface Guard {
  /** Called when the user confirms leaving, before navigation continues. */
  onConfirm?: () => void;
}

let guard: Guard | null = null;
let pending: (() => void) | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Holds in-app navigation while a screen has unsaved changes (SPEC §4 Unsaved-changes guard):
 * wired into the router's `aroundNav`, so links, redirects and `navigate` calls all pass here.
 */
export const navigationGuard = {
  request(go: () => void): void {
    if (!guard) return go();
    pending = go;
    emit();
  },
  confirm(): void {
    const go = pending;
    guard?.onConfirm?.();
    guard = null;
    pending = null;
    emit();
    go?.();
  },
  cancel(): void {
    pending = null;
    emit();
  },
  isPending: () => pending !== null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  set(next: Guard | null): void {
    guard = next;
  },
};

export function usePendingNavigation(): boolean {
  return useSyncExternalStore(navigationGuard.subscribe, navigationGuard.isPending);
}

/**
 * Flags unsaved changes while `dirty` is true: in-app navigation asks for confirmation and the
 * browser asks before unload or refresh. `onConfirm` runs when the user chooses to leave.
 */
export function useUnsavedChanges(dirty: boolean, onConfirm?: () => void): void {
  useEffect(() => {
    if (!dirty) return;
    navigationGuard.set({ onConfirm });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_MESSAGES.unload;
      return UNSAVED_CHANGES_MESSAGES.unload;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      navigationGuard.set(null);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty, onConfirm]);
}
