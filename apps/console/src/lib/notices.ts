import { useSyncExternalStore } from "react";

export type NoticeType = "success" | "danger" | "warning" | "info";

export interface Notice {
  id: number;
  message: string;
  type: NoticeType;
  /** How long it stays, in ms: the app's notices last 3 s (SPEC §8). */
  delay: number;
}

/** The app's notices last 3 seconds at the top centre (SPEC §8, §9). */
export const APP_NOTICE_DELAY_MS = 3000;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Shows a notice from anywhere: components, the HTTP layer, route guards. The same message told
 * again while it shows (a retrying autosave, a repeated refusal) replaces it and starts its time
 * anew instead of stacking copies.
 */
export function notify(message: string, type: NoticeType = "success", delay = APP_NOTICE_DELAY_MS): number {
  const id = nextId++;
  const others = notices.filter((notice) => notice.message !== message || notice.type !== type);
  notices = [...others, { id, message, type, delay }];
  emit();
  return id;
}

export function dismissNotice(id: number): void {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, () => notices);
}
