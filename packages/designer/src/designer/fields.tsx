import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@sendline/ui/select";
import { Textarea } from "@sendline/ui/textarea";
import { type ReactNode, useState } from "react";
import { COLOR_PALETTE, type PaletteColor } from "../document/constants";
import { completeEmailLink } from "../document/links";

interface FieldBase {
  label: string;
  hint?: ReactNode;
}

export interface SelectOption<T extends string> {
  value: T;
  label: ReactNode;
}

export function SelectField<T extends string>({
  label,
  hint,
  value,
  options,
  onChange,
}: FieldBase & { value: T; options: readonly SelectOption<T>[]; onChange: (value: T) => void }) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <FieldControl>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hint ? <FieldHint>{hint}</FieldHint> : null}
    </Field>
  );
}

const NONE = "none";

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      className="size-4 shrink-0 rounded-sm border border-border"
      style={{ backgroundColor: color }}
    />
  );
}

const colorOptions = COLOR_PALETTE.map((color) => ({
  value: color,
  label: (
    <>
      <Swatch color={color} />
      {color}
    </>
  ),
}));

/** A colour of the editor's 60-colour palette, or none when `allowNone` (the document's own colour then). */
export function ColorField<Nullable extends boolean = false>({
  label,
  hint,
  value,
  allowNone,
  noneLabel = "None",
  onChange,
}: FieldBase & {
  value: Nullable extends true ? PaletteColor | null : PaletteColor;
  allowNone?: Nullable;
  noneLabel?: string;
  onChange: (value: Nullable extends true ? PaletteColor | null : PaletteColor) => void;
}) {
  const options = allowNone ? [{ value: NONE, label: noneLabel }, ...colorOptions] : colorOptions;
  return (
    <SelectField
      label={label}
      hint={hint}
      value={value ?? NONE}
      options={options}
      onChange={(next) => onChange((next === NONE ? null : next) as PaletteColor)}
    />
  );
}

/**
 * A whole number from `min` to `max`. What is typed stays in the field while it is not one; the
 * design only takes valid values, and leaving the field shows the design's value again.
 */
export function NumberField({
  label,
  hint,
  value,
  min,
  max,
  allowEmpty = false,
  onChange,
}: FieldBase & {
  value: number | null;
  min: number;
  max: number;
  /** An empty field means `null`. */
  allowEmpty?: boolean;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? "" : String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The design changed from elsewhere (undo, another field): show its value.
    setShown(value);
    setText(value === null ? "" : String(value));
  }
  const parse = (input: string): number | null | undefined => {
    if (input.trim() === "") return allowEmpty ? null : undefined;
    const number = Number(input);
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  };
  const valid = parse(text) !== undefined;
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const next = parse(event.target.value);
            if (next !== undefined && next !== value) {
              setShown(next);
              onChange(next);
            }
          }}
          onBlur={() => setText(value === null ? "" : String(value))}
        />
      </FieldControl>
      {hint ? <FieldHint>{hint}</FieldHint> : null}
      <FieldError>{valid ? null : `Enter a whole number from ${min} to ${max}.`}</FieldError>
    </Field>
  );
}

export function TextField({
  label,
  hint,
  value,
  multiline = false,
  maxLength,
  onChange,
}: FieldBase & {
  value: string;
  multiline?: boolean;
  maxLength?: number;
  onChange: (value: string) => void;
}) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        {multiline ? (
          <Textarea
            value={value}
            maxLength={maxLength}
            rows={3}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
        )}
      </FieldControl>
      {hint ? <FieldHint>{hint}</FieldHint> : null}
    </Field>
  );
}

/**
 * An address: completed on leaving the field the way the link dialog completes one (`mailto:` for an
 * address with an at-sign, `http://` for a bare domain), and flagged when `isAllowed` refuses it.
 */
export function UrlField({
  label,
  hint,
  value,
  isAllowed,
  message,
  placeholder,
  onChange,
}: FieldBase & {
  value: string;
  isAllowed: (url: string) => boolean;
  message: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const refused = value.trim() !== "" && !isAllowed(value.trim()) && !editing;
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          inputMode="url"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          maxLength={2048}
          onChange={(event) => {
            setEditing(true);
            onChange(event.target.value);
          }}
          onBlur={() => {
            setEditing(false);
            const completed = completeEmailLink(value);
            if (completed !== value) onChange(completed);
          }}
        />
      </FieldControl>
      {hint ? <FieldHint>{hint}</FieldHint> : null}
      <FieldError>{refused ? message : null}</FieldError>
    </Field>
  );
}
