/** PIN length (SPEC §9 "Security and timing"). */
export const PIN_LENGTH = 6;

/** Removes every whitespace character from a typed PIN (SPEC §5 "Signup and PINs"). */
export function normalizePin(input: string): string {
  return input.replace(/\s/g, "");
}

/**
 * Whether a typed email or mobile PIN is complete (SPEC §5 "Signup and PINs"): exactly 6
 * characters after whitespace removal. The PIN is submitted automatically once this holds.
 */
export function isValidPin(input: string): boolean {
  return normalizePin(input).length === PIN_LENGTH;
}
