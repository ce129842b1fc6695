import { normalizeHeader } from "./normalize-header";

/** Spellings of one built-in tag a contacts file may use; uploads store either as the tag. */
const SAME_FIELD: readonly (readonly string[])[] = [
  ["first_name", "firstname"],
  ["last_name", "lastname"],
];
const spellings = (field: string) => SAME_FIELD.find((names) => names.includes(field)) ?? [field];

/**
 * The personalisation fields a contacts file's header row does not hold (SPEC §8 "Incomplete
 * header"), in the order given. Names are compared normalised; `firstname` and `first_name` (and
 * `lastname` and `last_name`) name the same built-in tag.
 */
export function missingHeaderFields(headers: readonly string[], fields: readonly string[]): string[] {
  const present = new Set(headers.map(normalizeHeader));
  const missing = fields
    .map(normalizeHeader)
    .filter((field) => field !== "" && !spellings(field).some((name) => present.has(name)));
  return [...new Set(missing)];
}
