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

type ProgressProps = Omit<ComponentProps<"div">, "children"> &
  VariantProps<typeof progressVariants> &
  VariantProps<typeof indicatorVariants> & {
    /** From 0 to `max`; `null` for an indeterminate bar. */
    value?: number | null;
    /** @default 100 */
    max?: number;
  };

/** A bar from 0 to `max` (100); `value={null}` shows an indeterminate bar. State in `data-state`. */
function Progress({
  className,
  value = null,
  max = 100,
  size = "md",
  variant = "primary",
  ...props
}: ProgressProps) {
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  const state = value == null ? "indeterminate" : value >= max ? "complete" : "loading";
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      aria-valuetext={value == null ? undefined : `${Math.round(percent)}%`}
      data-slot="progress"
      data-state={state}
      data-variant={variant}
      data-size={size}
      className={cn(progressVariants({ size }), className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        data-state={state}
        className={indicatorVariants({ variant })}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}

export { Progress, type ProgressProps };
