import { businessHoursErrors, defaultBusinessHours, type BusinessHours } from "@sendline/core";
import { BusinessHoursEditor } from "@sendline/ui/business-hours";
import { Button } from "@sendline/ui/button";
import { Switch } from "@sendline/ui/switch";
import { useId, useState, type FormEvent } from "react";
import { silentFailureMessage } from "../../../lib/response-handler";
import { useSaveBusinessHours } from "../api/save-business-hours";

export interface BusinessHoursFormProps {
  /** The saved hours; null when sending is not restricted. */
  hours: BusinessHours | null;
  /** The account's time zone, in which the hours are read. */
  timezone: string;
}

/**
 * The account's business hours (SPEC §2): restricted or not, and per weekday open all day or from
 * a start to an end slot. A scheduled campaign due outside them waits for the next opening.
 */
export function BusinessHoursForm({ hours, timezone }: BusinessHoursFormProps) {
  const save = useSaveBusinessHours();
  const [restricted, setRestricted] = useState(hours !== null);
  const [week, setWeek] = useState<BusinessHours>(hours ?? defaultBusinessHours());
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const switchId = useId();
  const invalid = restricted && Object.keys(businessHoursErrors(week)).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync(restricted ? week : null);
      setSaved(true);
    } catch (failure) {
      setError(silentFailureMessage(failure) ?? "The business hours could not be saved.");
    }
  };

  return (
    <form
      noValidate
      aria-label="Business hours"
      onSubmit={(event) => void submit(event)}
      className="grid max-w-3xl gap-4"
    >
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={restricted}
          onCheckedChange={(checked) => {
            setRestricted(checked);
            setSaved(false);
          }}
        />
        <label htmlFor={switchId} className="text-sm font-medium">
          Start scheduled campaigns only within business hours
        </label>
      </div>
      <p className="text-sm text-muted-foreground">
        Hours are in the account&apos;s time zone, {timezone}. A campaign scheduled outside them starts at the
        next opening.
      </p>
      {restricted && (
        <BusinessHoursEditor
          value={week}
          onValueChange={(next) => {
            setWeek(next);
            setSaved(false);
          }}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending || invalid}>
          {save.isPending ? "Saving…" : "Save business hours"}
        </Button>
        {saved && (
          <span role="status" className="text-sm text-muted-foreground">
            Business hours saved.
          </span>
        )}
      </div>
    </form>
  );
}
