import { useCallback, useState } from "react";

type UseControllableStateOptions<T> = {
  /** The controlled value; when defined, the component follows it and never keeps its own. */
  value?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not. */
  onValueChange?: ((value: T) => void) | undefined;
};

/**
 * One state for controlled and uncontrolled use: `value` wins when given, `defaultValue` seeds the
 * internal state otherwise, and `onValueChange` hears every change either way.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onValueChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!controlled) setInternal(next);
      onValueChange?.(next);
    },
    [controlled, current, onValueChange],
  );

  return [current, setValue];
}
