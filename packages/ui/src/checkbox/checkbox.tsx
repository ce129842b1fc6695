import { CheckIcon, MinusIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { FormCheckbox } from "../lib/form-checkbox";
import { useControllableState } from "../lib/use-controllable-state";

/** Ticked, not ticked, or partly (a select-all box over some of its rows). */
type CheckedState = boolean | "indeterminate";

type CheckboxProps = Omit<ComponentProps<"button">, "value" | "defaultChecked" | "children"> & {
  /** Ticked, not, or "indeterminate"; controlled. */
  checked?: CheckedState;
  /** @default false */
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  /** Submitted with the form while ticked, through a hidden checkbox. */
  name?: string;
  /** The value submitted while ticked. @default "on" */
  value?: string;
  required?: boolean;
};

const dataState = (checked: CheckedState) =>
  checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";

/** A checkbox; `checked` / `defaultChecked` / `onCheckedChange`, with `"indeterminate"` as a third state. */
function Checkbox({
  className,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  name,
  value = "on",
  required,
  disabled,
  form,
  onClick,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const [checked, setChecked] = useControllableState<CheckedState>({
    value: checkedProp,
    defaultValue: defaultChecked,
    onValueChange: onCheckedChange,
  });
  const state = dataState(checked);
  return (
    <>
      <button
        type="button"
        role="checkbox"
        aria-checked={checked === "indeterminate" ? "mixed" : checked}
        aria-required={required}
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        data-slot="checkbox"
        disabled={disabled}
        value={value}
        className={cn(
          "peer grid size-4 shrink-0 place-content-center rounded-sm border border-input bg-background shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground",
          className,
        )}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // Checkboxes toggle with Space only, as the ARIA practices say; Enter is left to the form.
          if (event.key === "Enter") event.preventDefault();
        }}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setChecked(checked === "indeterminate" ? true : !checked);
        }}
        {...props}
      >
        {checked !== false && (
          <span data-slot="checkbox-indicator" data-state={state} className="group grid place-content-center">
            <CheckIcon className="size-3.5 group-data-[state=indeterminate]:hidden" aria-hidden />
            <MinusIcon className="hidden size-3.5 group-data-[state=indeterminate]:block" aria-hidden />
          </span>
        )}
      </button>
      {name !== undefined && (
        <FormCheckbox
          name={name}
          value={value}
          checked={checked === true}
          required={required}
          disabled={disabled}
          form={form}
        />
      )}
    </>
  );
}

export { Checkbox, type CheckboxProps, type CheckedState };
