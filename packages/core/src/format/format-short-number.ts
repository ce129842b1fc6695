/** The suffixes per 1000 step (SPEC §9). */
export const SHORT_NUMBER_SUFFIXES = ["k", "M", "B", "T", "P", "E", "Z", "Y"] as const;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A number in short form (SPEC §9): below 1000 as is; otherwise divided by 1000 per step with
 * the suffixes k, M, B, T, P, E, Z, Y, rounded to one decimal with a trailing `.0` dropped
 * (`1500` is `1.5k`, `2000000` is `2M`). A value that rounds up to 1000 of a step carries to the
 * next (`999950` is `1M`, not `1000k`). Negatives keep their sign (`-1500` is `-1.5k`); beyond Y
 * the count of Y grows (`1e27` is `1000Y`). Non-finite values are written as is.
 */
export function formatShortNumber(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) < 1000) return String(n);
  let value = Math.abs(n) / 1000;
  let step = 0;
  while (oneDecimal(value) >= 1000 && step < SHORT_NUMBER_SUFFIXES.length - 1) {
    value /= 1000;
    step += 1;
  }
  return `${n < 0 ? "-" : ""}${oneDecimal(value)}${SHORT_NUMBER_SUFFIXES[step]}`;
}
