/**
 * The decimal check of SPEC §5 "Forms in general": an optional `+` or `-`, one or more digits,
 * and optionally a `.` followed by one or more digits. `"-1.5"` passes; `"1."`, `".5"` do not.
 */
export function isDecimal(s: string): boolean {
  return /^[+-]?[0-9]+(\.[0-9]+)?$/.test(s);
}
