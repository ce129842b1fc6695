import { limitText, TEXT_LIMIT_DEFAULT } from "@sendline/core";
import { useState, type ComponentProps } from "react";
import { cn } from "../lib/cn";

type TextLimiterProps = Omit<ComponentProps<"span">, "children"> & {
  /** The full text. */
  text: string;
  /**
   * Characters shown before the text is cut and followed by an ellipsis.
   * @default 20
   */
  max?: number;
  /** Whether the full text shows (controlled). */
  expanded?: boolean;
  /** @default false */
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
};

function TextLimiter({
  text,
  max = TEXT_LIMIT_DEFAULT,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  className,
  ...props
}: TextLimiterProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultExpanded);
  const expanded = expandedProp ?? uncontrolled;
  const limited = limitText(text, max);

  const toggle = () => {
    if (expandedProp === undefined) setUncontrolled(!expanded);
    onExpandedChange?.(!expanded);
  };

  return (
    <span
      data-slot="text-limiter"
      data-state={limited.exceeded ? "exceeded" : "within"}
      data-expanded={limited.exceeded && expanded ? "" : undefined}
      className={cn("inline break-words", className)}
      {...props}
    >
      <span data-slot="text-limiter-text">{limited.exceeded && expanded ? text : limited.text}</span>
      {limited.exceeded ? (
        <button
          type="button"
          data-slot="text-limiter-toggle"
          aria-expanded={expanded}
          onClick={toggle}
          className="ml-1 rounded-sm text-sm font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      ) : null}
    </span>
  );
}

export { TextLimiter, type TextLimiterProps };
