import * as SwitchPrimitive from "@radix-ui/react-switch";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

const switchVariants = cva(
  "peer inline-flex shrink-0 items-center rounded-full border border-transparent shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
  {
    variants: {
      size: { sm: "h-4 w-7", md: "h-5 w-9" },
    },
    defaultVariants: { size: "md" },
  },
);

const thumbSizes = {
  sm: "size-3 data-[state=checked]:translate-x-3",
  md: "size-4 data-[state=checked]:translate-x-4",
} as const;

type SwitchProps = Omit<
  ComponentProps<typeof SwitchPrimitive.Root>,
  "checked" | "defaultChecked" | "onCheckedChange" | "value" | "children" | "asChild"
> &
  VariantProps<typeof switchVariants> & {
    /** On or off; controlled. */
    checked?: boolean;
    /** @default false */
    defaultChecked?: boolean;
    onCheckedChange?: (checked: boolean) => void;
    /** Submitted with the form while on (inside a `<form>` or with `form`). */
    name?: string;
    /** The value submitted while on. @default "on" */
    value?: string;
    required?: boolean;
  };

/**
 * An on/off toggle (Radix Switch); `checked` / `defaultChecked` / `onCheckedChange`, exposed as
 * `data-state`. Space and Enter toggle it.
 */
function Switch({ className, size = "md", ...props }: SwitchProps) {
  const thumbSize = size ?? "md";
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={thumbSize}
      className={cn(switchVariants({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          "pointer-events-none block translate-x-0.5 rounded-full bg-background shadow-sm transition-transform",
          thumbSizes[thumbSize],
        )}
      />
    </SwitchPrimitive.Root>
  );
}

export { Switch, switchVariants, type SwitchProps };
