import { INVALID_MOBILE_MESSAGE, normalizeMobile, type NumberingPlan } from "./normalize-mobile";

export type ComposeNumbers = {
  /** Normalised numbers, first occurrence order, no duplicates. */
  numbers: string[];
  /** Lines that are not a number of the plan's country, by line number (from 1). */
  invalid: { line: number; value: string; message: string }[];
  /** Lines repeating an earlier number, by line number. */
  duplicates: { line: number; value: string }[];
};

/**
 * The Compose Blast recipients typed in a campaign form, one number a line (commas and semicolons
 * also separate): normalised to the account's country, duplicates and invalid lines reported with
 * their line numbers. Blank lines are skipped.
 */
export function parseComposeNumbers(text: string, plan: NumberingPlan): ComposeNumbers {
  const numbers: string[] = [];
  const seen = new Set<string>();
  const invalid: ComposeNumbers["invalid"] = [];
  const duplicates: ComposeNumbers["duplicates"] = [];
  text.split(/\r\n|\r|\n/).forEach((row, index) => {
    for (const part of row.split(/[,;]/)) {
      const value = part.trim();
      if (!value) continue;
      const number = normalizeMobile(value, plan);
      if (!number) invalid.push({ line: index + 1, value, message: INVALID_MOBILE_MESSAGE });
      else if (seen.has(number)) duplicates.push({ line: index + 1, value });
      else {
        seen.add(number);
        numbers.push(number);
      }
    }
  });
  return { numbers, invalid, duplicates };
}
