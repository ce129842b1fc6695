import * as ProgressPrimitive from "@radix-ui/react-progress";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

const progressVariants = cva("relative w-full overflow-hidden rounded-full bg-muted", {
  variants: {
    size: { sm: "h-1.5", md: "h-2" },
  },
  defaultVariants: { size: "md" },
});

const indicatorVariants = cva("h-full w-full flex-1 transition-transform", {
  variants: {
    variant: {
      primary: "bg-primary",
      success: "bg-success",
      danger: "bg-danger",
      warning: "bg-warning",
    },
  },
  defaultVariants: { variant: "primary" },
});

type ProgressProps = Omit<
  ComponentProps<typeof ProgressPrimitive.Root>,
  "value" | "max" | "children" | "asChild"
> &
  VariantProps<typeof progressVariants> &
  VariantProps<typeof indicatorVariants> & {
    /** From 0 to `max` (kept within them); `null` for an indeterminate bar. */
    value?: number | null;
    /** @default 100 */
    max?: number;
  };

/**
 * A bar from 0 to `max` (100), Radix Progress: `value={null}` shows an indeterminate bar. State in
 * `data-state` ("loading", "complete" or "indeterminate"), the value read out as a percentage.
 */
function Progress({
  className,
  value = null,
  max = 100,
  size = "md",
  variant = "primary",
  ...props
}: ProgressProps) {
  // Radix treats a value outside 0…max as no value; a count that overshoots still shows as full.
  const clamped = value == null ? null : Math.min(max, Math.max(0, value));
  const percent = clamped == null ? 0 : (clamped / max) * 100;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      data-slot="progress"
      data-variant={variant}
      data-size={size}
      className={cn(progressVariants({ size }), className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={indicatorVariants({ variant })}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress, type ProgressProps };
