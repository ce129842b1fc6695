/** The chart wrapper's timings (SPEC §9 "Notices and layout"). */
export const CHART_TIMING = { recheckMs: 1500, firstDrawDelayMs: 1500 } as const;

/** The stats value that means nothing to draw. */
export const EMPTY_CHART_VALUE = "0:0:0:0";

/**
 * Whether the chart wrapper draws (SPEC §9): not when the stats value is '0:0:0:0' or the zero
 * marker is 0.
 */
export function shouldDrawChart(value: string, zeroMarker: number): boolean {
  return value !== EMPTY_CHART_VALUE && zeroMarker !== 0;
}
