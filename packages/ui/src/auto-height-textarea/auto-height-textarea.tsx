import { useCallback, useLayoutEffect, useRef, type ComponentProps, type Ref } from "react";
import { cn } from "../lib/cn";
import { Textarea } from "../textarea/textarea";

type AutoHeightTextareaProps = ComponentProps<typeof Textarea> & {
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
    <Textarea
      ref={(node) => {
        element.current = node;
        setRef(ref, node);
      }}
      data-slot="auto-height-textarea"
      rows={1}
      value={value}
      onInput={(event) => {
        onInput?.(event);
        fit();
      }}
      style={{ minHeight, ...style }}
      className={cn("block resize-none overflow-hidden", className)}
      {...props}
    />
  );
}

export { AutoHeightTextarea, type AutoHeightTextareaProps };
