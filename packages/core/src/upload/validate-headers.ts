import { normalizeHeader } from "./normalize-header";

export type HeaderValidation = { valid: boolean; error?: string };

/**
 * Checks an upload file's header row (SPEC §5 "Contact and blast file upload"). After
 * normalisation, an empty, purely numeric or duplicated header makes the row invalid; the
 * error names the first offending column (1-based) and header.
 */
export function validateHeaders(headers: string[]): HeaderValidation {
  const seen = new Map<string, number>();
  for (const [index, raw] of headers.entries()) {
    const column = index + 1;
    const name = normalizeHeader(raw);
    if (name === "") return { valid: false, error: `Header in column ${column} is empty.` };
    if (/^[0-9]+$/.test(name)) {
      return { valid: false, error: `Header "${raw}" in column ${column} is numeric.` };
    }
    const first = seen.get(name);
    if (first !== undefined) {
      return {
        valid: false,
        error: `Header "${name}" in column ${column} duplicates column ${first}.`,
      };
    }
    seen.set(name, column);
  }
  return { valid: true };
}
