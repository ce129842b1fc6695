import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { CheckIcon, MinusIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

/** Ticked, not ticked, or partly (a select-all box over some of its rows). */
type CheckedState = CheckboxPrimitive.CheckedState;

type CheckboxProps = Omit<
  ComponentProps<typeof CheckboxPrimitive.Root>,
  "checked" | "defaultChecked" | "onCheckedChange" | "value" | "children" | "asChild"
> & {
  /** Ticked, not, or "indeterminate"; controlled. */
  checked?: CheckedState;
  /** @default false */
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  /** Submitted with the form while ticked (inside a `<form>` or with `form`). */
  name?: string;
  /** The value submitted while ticked. @default "on" */
  value?: string;
  required?: boolean;
};

/**
 * A checkbox (Radix Checkbox); `checked` / `defaultChecked` / `onCheckedChange`, with `"indeterminate"`
 * as a third state (`aria-checked="mixed"`). Space toggles it; Enter is left to the form.
 */
function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer grid size-4 shrink-0 place-content-center rounded-sm border border-input bg-background shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group grid place-content-center">
        <CheckIcon className="size-3.5 group-data-[state=indeterminate]:hidden" aria-hidden />
        <MinusIcon className="hidden size-3.5 group-data-[state=indeterminate]:block" aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox, type CheckboxProps, type CheckedState };
