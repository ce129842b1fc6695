import { Button } from "@sendline/ui/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { TimezoneSelector } from "@sendline/ui/timezone-selector";
import { useState, type FormEvent } from "react";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { TIMEZONE_FIELDS, useUpdateTimezone } from "../api/profile";

export interface AccountTimezoneFormProps {
  /** The account's saved IANA time zone. */
  timezone: string;
  /** Called with the saved zone. */
  onSaved?: (timezone: string) => void;
  /** The zones offered; every IANA zone by default. */
  timeZones?: readonly string[];
  /** The instant the offsets are shown for. */
  date?: Date;
}

/** The account's time zone: campaign schedules and business hours are read in it. */
export function AccountTimezoneForm({ timezone, onSaved, timeZones, date }: AccountTimezoneFormProps) {
  const update = useUpdateTimezone();
  const [value, setValue] = useState(timezone);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await update.mutateAsync(value);
      setSaved(true);
      onSaved?.(answer);
    } catch (failure) {
      setError(fieldErrorsOf(failure, TIMEZONE_FIELDS).timezone_name ?? silentFailureMessage(failure));
    }
  };

  return (
    <form
      noValidate
      aria-label="Account time zone"
      onSubmit={(event) => void submit(event)}
      className="grid max-w-xl gap-4"
    >
      <Field>
        <FieldLabel>Time zone</FieldLabel>
        <FieldControl>
          <TimezoneSelector
            value={value}
            timeZones={timeZones}
            date={date}
            onValueChange={(next) => {
              if (next) setValue(next);
              setSaved(false);
            }}
          />
        </FieldControl>
        <FieldHint>Scheduled campaigns and business hours use this time zone.</FieldHint>
        <FieldError>{error}</FieldError>
      </Field>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          Save time zone
        </Button>
        {saved && (
          <span role="status" className="text-sm text-muted-foreground">
            Time zone saved.
          </span>
        )}
      </div>
    </form>
  );
}
