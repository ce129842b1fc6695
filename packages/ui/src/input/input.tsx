import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

const inputVariants = cva(
  "fallback:w-full min-w-0 rounded-md border border-input bg-background fallback:px-3 text-foreground shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-danger/30 file:border-0 file:bg-transparent file:text-sm file:font-medium",
  {
    variants: {
      size: {
        sm: "h-8 text-sm",
        md: "h-9 text-sm",
        lg: "h-10 text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

type InputProps = Omit<ComponentProps<"input">, "size"> & VariantProps<typeof inputVariants>;

function Input({ className, size = "md", type = "text", ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      data-size={size}
      type={type}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  );
}

export { Input, inputVariants, type InputProps };
