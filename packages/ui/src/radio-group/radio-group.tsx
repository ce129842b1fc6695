import { createContext, useContext, useId, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

interface RadioGroupContextValue {
  name: string;
  value: string | undefined;
  setValue: (value: string) => void;
  disabled: boolean | undefined;
  required: boolean | undefined;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

type RadioGroupProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The form field's name; one is generated when it is not given. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
};

/**
 * One choice from a few; `value` / `defaultValue` / `onValueChange`. The items are native radios sharing
 * one name, so the browser gives the arrow keys, the single tab stop and the form value.
 */
function RadioGroup({
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  required,
  className,
  ...props
}: RadioGroupProps) {
  const generatedName = useId();
  const [current, setCurrent] = useControllableState<string | undefined>({
    value,
    defaultValue,
    onValueChange: onValueChange as ((next: string | undefined) => void) | undefined,
  });
  return (
    <RadioGroupContext.Provider
      value={{ name: name ?? generatedName, value: current, setValue: setCurrent, disabled, required }}
    >
      <div
        role="radiogroup"
        aria-required={required || undefined}
        data-slot="radio-group"
        data-disabled={disabled ? "" : undefined}
        className={cn("grid gap-2", className)}
        {...props}
      />
    </RadioGroupContext.Provider>
  );
}

type RadioGroupItemProps = Omit<ComponentProps<"input">, "type" | "value" | "checked" | "defaultChecked"> & {
  value: string;
};

function RadioGroupItem({ value, className, disabled, onChange, ...props }: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext);
  const checked = group?.value === value;
  return (
    <input
      type="radio"
      data-slot="radio-group-item"
      data-state={checked ? "checked" : "unchecked"}
      name={group?.name}
      value={value}
      checked={checked}
      disabled={disabled || group?.disabled}
      required={group?.required}
      onChange={(event) => {
        onChange?.(event);
        if (event.target.checked) group?.setValue(value);
      }}
      className={cn(
        "size-4 shrink-0 appearance-none rounded-full border border-input bg-background shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger checked:border-primary checked:bg-[radial-gradient(circle,var(--color-primary)_0_3.5px,transparent_4px)]",
        className,
      )}
      {...props}
    />
  );
}

export { RadioGroup, RadioGroupItem, type RadioGroupProps, type RadioGroupItemProps };
