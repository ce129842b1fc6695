import { PIN_LENGTH, isValidPin, normalizePin, type PinInputMode } from "@sendline/core";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { Spinner } from "@sendline/ui/spinner";
import { useState } from "react";

export interface PinInputProps {
  label: string;
  /**
   * lock: nothing can be typed; submit: typing a whole PIN sends it; busy: the PIN is being
   * checked; success: the PIN was accepted (SPEC §4 Signup confirmation).
   */
  mode: PinInputMode;
  /** Called once the typed PIN holds 6 characters after whitespace removal, in submit mode. */
  onComplete: (pin: string) => void;
  /** The PIN to show at first, e.g. one the emailed link carries. */
  defaultValue?: string;
  error?: string | null;
  /** Shown under the input while it is locked. */
  lockedHint?: string;
  /** Moves focus to the input when it mounts, e.g. after a new PIN was sent. */
  autoFocus?: boolean;
}

const hints: Record<PinInputMode, string> = {
  lock: "",
  submit: `Enter the ${PIN_LENGTH}-character PIN; it is checked as soon as it is complete.`,
  busy: "Checking the PIN…",
  success: "Confirmed.",
};

/** A signup PIN field that submits itself once a whole PIN is typed (SPEC §5 Signup and PINs). */
export function PinInput({
  label,
  mode,
  onComplete,
  defaultValue = "",
  error,
  lockedHint,
  autoFocus,
}: PinInputProps) {
  const [value, setValue] = useState(defaultValue);
  const hint = mode === "lock" ? (lockedHint ?? "") : hints[mode];
  return (
    <Field data-state={mode}>
      <FieldLabel>{label}</FieldLabel>
      <div className="relative">
        <FieldControl>
          <Input
            size="lg"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            className="pr-10 font-mono tracking-[0.3em] read-only:bg-muted"
            value={value}
            autoFocus={autoFocus}
            disabled={mode === "lock"}
            readOnly={mode === "busy" || mode === "success"}
            onChange={(event) => {
              const next = event.target.value;
              setValue(next);
              if (mode === "submit" && isValidPin(next)) onComplete(normalizePin(next));
            }}
          />
        </FieldControl>
        {mode === "busy" && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
            <Spinner size="sm" label="Checking the PIN" />
          </span>
        )}
      </div>
      {hint && <FieldHint>{hint}</FieldHint>}
      {error && <FieldError role="alert">{error}</FieldError>}
    </Field>
  );
}
