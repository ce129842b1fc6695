import { useCallback, useLayoutEffect, useRef, type ComponentProps, type Ref } from "react";
import { cn } from "../lib/cn";

type AutoHeightTextareaProps = ComponentProps<"textarea"> & {
  /**
   * The smallest height in pixels; the area grows past it with its content.
   * @default 200
   */
  minHeight?: number;
};

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

function AutoHeightTextarea({
  minHeight = 200,
  ref,
  className,
  style,
  value,
  onInput,
  ...props
}: AutoHeightTextareaProps) {
  const element = useRef<HTMLTextAreaElement | null>(null);

  const fit = useCallback(() => {
    const textarea = element.current;
    if (!textarea) return;
    textarea.style.height = "auto";
    // scrollHeight leaves out the borders, which a border-box height includes.
    const borders = textarea.offsetHeight - textarea.clientHeight;
    textarea.style.height = `${Math.max(textarea.scrollHeight + borders, minHeight)}px`;
  }, [minHeight]);

  // A controlled value can change without an input event.
  useLayoutEffect(fit, [fit, value]);

  return (
    <textarea
      ref={(node) => {
        element.current = node;
        setRef(ref, node);
      }}
      data-slot="auto-height-textarea"
      value={value}
      onInput={(event) => {
        onInput?.(event);
        fit();
      }}
      style={{ minHeight, ...style }}
      className={cn(
        "block w-full resize-none overflow-hidden rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { AutoHeightTextarea, type AutoHeightTextareaProps };
