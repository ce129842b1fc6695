import {
  dayHoursError,
  defaultBusinessHours,
  endTimeSlots,
  END_BEFORE_START_MESSAGE,
  startTimeSlots,
  WEEKDAYS,
  type BusinessHours,
  type DayHours,
  type Weekday,
} from "@sendline/core";
import { memo, useId, useState, type ComponentProps } from "react";
import { Checkbox } from "../checkbox/checkbox";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select";
import { Switch } from "../switch/switch";

const START_SLOTS = startTimeSlots();
const END_SLOTS = endTimeSlots();

const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

type BusinessHoursEditorProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  /** The week's hours (controlled). */
  value?: BusinessHours;
  /** @default every day closed, 9:00 AM to 6:00 PM preset */
  defaultValue?: BusinessHours;
  /** Called with the whole week after each accepted change; an end before its start is refused. */
  onValueChange?: (value: BusinessHours) => void;
  /** @default false */
  disabled?: boolean;
};

function BusinessHoursEditor({
  value,
  defaultValue,
  onValueChange,
  disabled = false,
  className,
  ...props
}: BusinessHoursEditorProps) {
  const [hours, setHours] = useControllableState({
    value,
    defaultValue: defaultValue ?? defaultBusinessHours(),
    onValueChange,
  });
  const [refused, setRefused] = useState<Partial<Record<Weekday, string>>>({});

  const change = (day: Weekday, patch: Partial<DayHours>) => {
    const next = { ...hours[day], ...patch };
    const wasValid = dayHoursError(hours[day]) === null;
    if (wasValid && dayHoursError(next) !== null && ("start" in patch || "end" in patch)) {
      setRefused((current) => ({ ...current, [day]: END_BEFORE_START_MESSAGE }));
      return;
    }
    setRefused(({ [day]: _, ...rest }) => rest);
    setHours({ ...hours, [day]: next });
  };

  return (
    <div
      data-slot="business-hours"
      role="group"
      aria-label="Business hours"
      className={cn("flex flex-col divide-y rounded-md border", className)}
      {...props}
    >
      {WEEKDAYS.map((day) => (
        <BusinessHoursDay
          key={day}
          day={day}
          hours={hours[day]}
          error={refused[day] ?? dayHoursError(hours[day])}
          disabled={disabled}
          onChange={(patch) => change(day, patch)}
        />
      ))}
    </div>
  );
}

type BusinessHoursDayProps = {
  day: Weekday;
  hours: DayHours;
  error: string | null;
  disabled: boolean;
  onChange: (patch: Partial<DayHours>) => void;
};

function BusinessHoursDay({ day, hours, error, disabled, onChange }: BusinessHoursDayProps) {
  const id = useId();
  const name = dayName(day);
  const state = !hours.enabled ? "closed" : hours.wholeDay ? "whole-day" : "hours";
  const timesDisabled = disabled || !hours.enabled || hours.wholeDay;

  return (
    <div
      data-slot="business-hours-day"
      data-day={day}
      data-state={error ? "invalid" : state}
      className="grid grid-cols-[7rem_auto_1fr] items-center gap-x-4 gap-y-1 px-4 py-2"
    >
      <span id={`${id}-name`} className="text-sm font-medium">
        {name}
      </span>
      <Switch
        aria-label={`Open on ${name}`}
        checked={hours.enabled}
        disabled={disabled}
        onCheckedChange={(enabled) => onChange({ enabled })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={hours.wholeDay}
            disabled={disabled || !hours.enabled}
            aria-describedby={`${id}-name`}
            onCheckedChange={(checked) => onChange({ wholeDay: checked === true })}
          />
          Whole day
        </label>
        <BusinessHoursTime
          label={`${name} start`}
          slots={START_SLOTS}
          value={hours.start}
          disabled={timesDisabled}
          invalid={error !== null}
          describedBy={error ? `${id}-error` : undefined}
          onValueChange={(start) => onChange({ start })}
        />
        <span aria-hidden className="text-sm text-muted-foreground">
          to
        </span>
        <BusinessHoursTime
          label={`${name} end`}
          slots={END_SLOTS}
          value={hours.end}
          disabled={timesDisabled}
          invalid={error !== null}
          describedBy={error ? `${id}-error` : undefined}
          onValueChange={(end) => onChange({ end })}
        />
      </div>
      <p
        id={`${id}-error`}
        role="alert"
        data-slot="business-hours-error"
        className="col-start-3 text-xs font-medium text-danger empty:hidden"
      >
        {error ?? ""}
      </p>
    </div>
  );
}

type BusinessHoursTimeProps = {
  label: string;
  slots: readonly { value: string; label: string }[];
  value: string;
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onValueChange: (value: string) => void;
};

function BusinessHoursTime({
  label,
  slots,
  value,
  disabled,
  invalid,
  describedBy,
  onValueChange,
}: BusinessHoursTimeProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="w-32"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-64">
        {slots.map((slot) => (
          <SelectItem key={slot.value} value={slot.value}>
            {slot.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Renders again only when its props change, so state elsewhere on the page (a message being typed) skips it. */
const BusinessHoursEditorMemo = memo(BusinessHoursEditor);

export { BusinessHoursEditorMemo as BusinessHoursEditor, type BusinessHoursEditorProps };
