import { useEffect, useRef } from "react";

/**
 * A shortcut: one key (`"/"`, `"?"`, `"n"`) or a sequence of keys pressed one after another
 * (`"g c"`), matched on `KeyboardEvent.key`.
 */
export type ShortcutMap = Record<string, (event: KeyboardEvent) => void>;

/** How long the next key of a sequence may take. */
const SEQUENCE_TIMEOUT_MS = 1000;

/** Whether the user is typing: in a field, a select or a rich-text editor. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !== null;
}

/** Whether focus is in a dialog, panel, tour step or menu: its own keys come first. */
function inOverlay(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null
  );
}

/**
 * Runs the handler of a shortcut the user types anywhere on the page, except while typing in a
 * field or editor, inside a dialog, panel or menu, or with Ctrl, Alt or Meta held (the browser's
 * and the system's own shortcuts).
 */
export function useShortcuts(shortcuts: ShortcutMap, enabled = true): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    if (!enabled) return;
    let pressed: string[] = [];
    let lastAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.repeat) return;
      if (isTyping(event.target) || inOverlay(event.target) || event.key.length !== 1) return;
      const now = event.timeStamp;
      pressed = now - lastAt > SEQUENCE_TIMEOUT_MS ? [event.key] : [...pressed, event.key].slice(-2);
      lastAt = now;
      // A sequence first (`g c`), else the key on its own.
      const match = [pressed.join(" "), event.key].find((keys) => Object.hasOwn(latest.current, keys));
      if (!match) return;
      pressed = [];
      event.preventDefault();
      latest.current[match]?.(event);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
