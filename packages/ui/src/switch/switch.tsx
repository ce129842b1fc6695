import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { FormCheckbox } from "../lib/form-checkbox";
import { useControllableState } from "../lib/use-controllable-state";

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

type SwitchProps = Omit<ComponentProps<"button">, "value" | "defaultChecked" | "children"> &
  VariantProps<typeof switchVariants> & {
    /** On or off; controlled. */
    checked?: boolean;
    /** @default false */
    defaultChecked?: boolean;
    onCheckedChange?: (checked: boolean) => void;
    /** Submitted with the form while on, through a hidden checkbox. */
    name?: string;
    /** The value submitted while on. @default "on" */
    value?: string;
    required?: boolean;
  };

/** An on/off toggle; `checked` / `defaultChecked` / `onCheckedChange`, exposed as `data-state`. */
function Switch({
  className,
  size = "md",
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  name,
  value = "on",
  required,
  disabled,
  form,
  onClick,
  ...props
}: SwitchProps) {
  const thumbSize = size ?? "md";
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onValueChange: onCheckedChange,
  });
  const state = checked ? "checked" : "unchecked";
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-required={required}
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        data-slot="switch"
        data-size={thumbSize}
        disabled={disabled}
        value={value}
        className={cn(switchVariants({ size }), className)}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setChecked(!checked);
        }}
        {...props}
      >
        <span
          data-slot="switch-thumb"
          data-state={state}
          className={cn(
            "pointer-events-none block translate-x-0.5 rounded-full bg-background shadow-sm transition-transform",
            thumbSizes[thumbSize],
          )}
        />
      </button>
      {name !== undefined && (
        <FormCheckbox
          name={name}
          value={value}
          checked={checked}
          required={required}
          disabled={disabled}
          form={form}
        />
      )}
    </>
  );
}

export { Switch, switchVariants, type SwitchProps };
