import { cva, type VariantProps } from "class-variance-authority";
import { Loader2Icon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

const spinnerVariants = cva("animate-spin motion-reduce:animate-none", {
  variants: {
    size: { sm: "size-4", md: "size-6", lg: "size-8" },
  },
  defaultVariants: { size: "md" },
});

type SpinnerProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, for screen readers. @default "Loading" */
    label?: string;
  };

function Spinner({ className, size = "md", label = "Loading", ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      data-size={size}
      role="status"
      aria-label={label}
      className={cn("inline-flex text-muted-foreground", className)}
      {...props}
    >
      <Loader2Icon className={spinnerVariants({ size })} aria-hidden />
    </span>
  );
}

export { Spinner, spinnerVariants, type SpinnerProps };
