import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

type RadioGroupProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange" | "asChild"
> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The form field's name: the chosen value is submitted under it (inside a `<form>` or with `form`). */
  name?: string;
  disabled?: boolean;
  required?: boolean;
};

/**
 * One choice from a few (Radix RadioGroup); `value` / `defaultValue` / `onValueChange`. One tab stop:
 * the arrow keys move the focus and the choice together, Space chooses the focused item.
 */
function RadioGroup({ className, ...props }: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root data-slot="radio-group" className={cn("grid gap-2", className)} {...props} />
  );
}

type RadioGroupItemProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, "children" | "asChild"> & {
  value: string;
};

/** A choice of the group; label it with a wrapping `<label>`, `aria-label` or `aria-labelledby`. */
function RadioGroupItem({ className, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        "grid size-4 shrink-0 place-content-center rounded-full border border-input bg-background shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[state=checked]:border-primary",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="size-2 rounded-full bg-primary"
      />
    </RadioGroupPrimitive.Item>
  );
}

export { RadioGroup, RadioGroupItem, type RadioGroupProps, type RadioGroupItemProps };
