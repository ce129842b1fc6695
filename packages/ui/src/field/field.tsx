import * as LabelPrimitive from "@radix-ui/react-label";
import * as SlotPrimitive from "@radix-ui/react-slot";
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
} from "react";
import { cn } from "../lib/cn";

type FieldPart = "hint" | "error";

type FieldContextValue = {
  controlId: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  parts: ReadonlySet<FieldPart>;
  register: (part: FieldPart) => () => void;
};

const FieldContext = createContext<FieldContextValue | null>(null);

function useField(component: string): FieldContextValue {
  const context = useContext(FieldContext);
  if (!context) throw new Error(`<${component}> must be used inside <Field>.`);
  return context;
}

type FieldProps = ComponentProps<"div"> & {
  /** Marks the control invalid even before an error message shows. */
  invalid?: boolean;
};

/** Wires a label, a control, a hint and an error together: ids, `aria-describedby` and `aria-invalid`. */
function Field({ className, invalid = false, ...props }: FieldProps) {
  const id = useId();
  const [parts, setParts] = useState<ReadonlySet<FieldPart>>(() => new Set());

  const register = useCallback((part: FieldPart) => {
    setParts((current) => new Set(current).add(part));
    return () =>
      setParts((current) => {
        const next = new Set(current);
        next.delete(part);
        return next;
      });
  }, []);

  const context = useMemo<FieldContextValue>(
    () => ({
      controlId: `${id}-control`,
      hintId: `${id}-hint`,
      errorId: `${id}-error`,
      invalid: invalid || parts.has("error"),
      parts,
      register,
    }),
    [id, invalid, parts, register],
  );

  return (
    <FieldContext value={context}>
      <div
        data-slot="field"
        data-state={context.invalid ? "invalid" : "valid"}
        className={cn("grid gap-1.5", className)}
        {...props}
      />
    </FieldContext>
  );
}

/**
 * The field's label (Radix Label), tied to the control by id. A double click on it focuses the control
 * rather than selecting the label's text.
 */
function FieldLabel({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  const { controlId } = useField("FieldLabel");
  return (
    <LabelPrimitive.Root
      data-slot="field-label"
      htmlFor={controlId}
      className={cn("text-sm font-medium leading-none text-foreground", className)}
      {...props}
    />
  );
}

/** Hands the field's id and ARIA wiring to its single child: an Input, a Textarea, a Select trigger... */
function FieldControl(props: ComponentProps<typeof SlotPrimitive.Slot>) {
  const { controlId, hintId, errorId, invalid, parts } = useField("FieldControl");
  const describedBy = [parts.has("hint") && hintId, parts.has("error") && errorId].filter(Boolean).join(" ");
  return (
    <SlotPrimitive.Slot
      data-slot="field-control"
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

function FieldHint({ className, ...props }: ComponentProps<"p">) {
  const { hintId, register } = useField("FieldHint");
  useLayoutEffect(() => register("hint"), [register]);
  return (
    <p
      data-slot="field-hint"
      id={hintId}
      className={cn("text-xs text-muted-foreground", className)}
      {...props}
    />
  );
}

/** The error message; renders nothing (and leaves the control valid) when it has no children. */
function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  const { errorId, register } = useField("FieldError");
  const hasMessage = children !== undefined && children !== null && children !== false && children !== "";
  useLayoutEffect(() => (hasMessage ? register("error") : undefined), [hasMessage, register]);
  if (!hasMessage) return null;
  return (
    <p
      data-slot="field-error"
      id={errorId}
      className={cn("text-xs font-medium text-danger", className)}
      {...props}
    >
      {children}
    </p>
  );
}

export { Field, FieldControl, FieldError, FieldHint, FieldLabel, useField, type FieldProps };
