import { shouldDrawChart, UI_TIMINGS } from "@sendline/core";
import { useEffect, useEffectEvent, useRef, useState } from "react";

/** Where a chart stands: waiting out the first-draw delay, drawn, or holding nothing to draw. */
type ChartState = "waiting" | "drawn" | "empty";

type ChartModelOptions = {
  /** The stats value; '0:0:0:0' means nothing to draw. */
  statsValue?: string | undefined;
  /** A zero marker of 0 means nothing to draw. */
  zeroMarker?: number | undefined;
  /** How often the model is checked for a change. @default 1500 */
  recheckMs?: number | undefined;
  /** How long after a change the chart first draws. @default 1500 */
  firstDrawDelayMs?: number | undefined;
};

/**
 * The chart wrapper of SPEC §9: the model is rechecked every `recheckMs`; after a change the chart
 * waits `firstDrawDelayMs` before it draws; it never draws when core's shouldDrawChart says no.
 * Returns the model to draw (null until then) and the chart's state.
 */
function useChartModel<TModel>(
  model: TModel,
  {
    statsValue = "",
    zeroMarker = 1,
    recheckMs = UI_TIMINGS.chartRecheckMs,
    firstDrawDelayMs = UI_TIMINGS.chartRecheckMs,
  }: ChartModelOptions,
): { drawn: TModel | null; state: ChartState } {
  const [drawn, setDrawn] = useState<TModel | null>(null);
  const seen = useRef<string | null>(null);
  const pending = useRef<number | undefined>(undefined);
  const draws = shouldDrawChart(statsValue, zeroMarker);

  const check = useEffectEvent(() => {
    const key = JSON.stringify(model);
    if (key === seen.current) return;
    seen.current = key;
    window.clearTimeout(pending.current);
    const snapshot = model;
    pending.current = window.setTimeout(() => setDrawn(snapshot), firstDrawDelayMs);
  });

  useEffect(() => {
    check();
    const timer = window.setInterval(() => check(), recheckMs);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(pending.current);
      seen.current = null;
    };
  }, [recheckMs]);

  if (!draws) return { drawn: null, state: "empty" };
  return { drawn, state: drawn === null ? "waiting" : "drawn" };
}

export { useChartModel, type ChartModelOptions, type ChartState };
