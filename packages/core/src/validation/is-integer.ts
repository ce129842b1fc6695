/** The integer field rule of SPEC §5 "Forms in general": an optional `-` and one or more digits. */
export function isInteger(s: string): boolean {
  return /^-?[0-9]+$/.test(s);
}
