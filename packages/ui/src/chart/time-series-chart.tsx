import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from "react";
import uPlot from "uplot";
import { cn } from "../lib/cn";
import { Skeleton } from "../skeleton/skeleton";
import { chartTimeFormat } from "../lib/format-date";
import { CHART_TOKENS, tokenColor, type ChartTone } from "./chart-palette";
import { useChartModel, type ChartModelOptions } from "./use-chart-model";

type TimeSeries = {
  label: string;
  /** One value per x; null leaves a gap. */
  values: ReadonlyArray<number | null>;
  /** A theme tone. @default the palette in turn */
  tone?: ChartTone;
};

type TimeSeriesModel = {
  /** Unix times in seconds. */
  x: readonly number[];
  series: readonly TimeSeries[];
};

type TimeSeriesChartProps = Omit<ComponentProps<"figure">, "children"> &
  ChartModelOptions & {
    /** The chart's accessible name, also the caption of its data table. */
    label: string;
    model: TimeSeriesModel;
    /** @default "line" */
    kind?: "line" | "bar";
    /** Height in pixels. @default 240 */
    height?: number;
    /**
     * Writes an x value in the data table and axis. @default chosen from the data: seconds when ticks
     * are under a minute apart, the day when the span reaches a day, the day alone for daily ticks
     */
    formatTime?: (date: Date) => string;
  };

/** uPlot's columns: the times, then each series. */
const plotData = (model: TimeSeriesModel): uPlot.AlignedData => [
  model.x as number[],
  ...model.series.map((series) => series.values as (number | null)[]),
];

/** The shortest time between two points, in seconds; a minute for a single point. */
function stepOf(x: ArrayLike<number>): number {
  let step = Infinity;
  for (let index = 1; index < x.length; index++) step = Math.min(step, x[index]! - x[index - 1]!);
  return Number.isFinite(step) && step > 0 ? step : 60;
}

/**
 * A line or bar chart over time, drawn with uPlot, sized by its container, with a legend and a data
 * table for screen readers. The time axis takes its unit from the data's span; bars keep half a step
 * of room at each end, so the first and the last are drawn whole.
 */
function TimeSeriesChart({
  label,
  model,
  kind = "line",
  height = 240,
  formatTime,
  statsValue,
  zeroMarker,
  recheckMs,
  firstDrawDelayMs,
  className,
  ...props
}: TimeSeriesChartProps) {
  const { drawn, state: modelState } = useChartModel(model, {
    statsValue,
    zeroMarker,
    recheckMs,
    firstDrawDelayMs,
  });
  const plotRef = useRef<HTMLDivElement>(null);
  // The model uPlot has finished painting: "drawn" means on the canvas, not only handed to uPlot.
  const [painted, setPainted] = useState<TimeSeriesModel | null>(null);
  const state = modelState === "drawn" && painted !== drawn ? "waiting" : modelState;
  // One formatter per drawn model, so the memoised data table is not written again on every render.
  const tableTime = useMemo(
    () => formatTime ?? (drawn ? chartTimeFormat(stepOf(drawn.x), Infinity) : chartTimeFormat(60, Infinity)),
    [formatTime, drawn],
  );

  // The plot is built once per shape (kind, height, series) and fed new data in place: a live
  // dashboard refreshing its series every few seconds costs a redraw, not a new plot.
  const plot = useRef<{ instance: uPlot; shape: string } | null>(null);
  const latest = useRef(drawn);
  useLayoutEffect(() => {
    latest.current = drawn;
  }, [drawn]);
  const shape = drawn
    ? JSON.stringify([kind, height, drawn.series.map((series) => [series.label, series.tone ?? null])])
    : null;

  useEffect(() => {
    const element = plotRef.current;
    const first = latest.current;
    if (!element || !first || shape === null) return;
    const colors = first.series.map((series, index) =>
      tokenColor(element, `--${series.tone ?? CHART_TOKENS[index % CHART_TOKENS.length]?.slice(2)}`),
    );
    const axisColor = tokenColor(element, "--muted-foreground");
    const gridColor = tokenColor(element, "--border");
    // Canvas text does not inherit CSS: the labels take the page's font family, at the kit's text-xs.
    const font = `12px ${getComputedStyle(element).fontFamily}`;
    const axis = {
      stroke: axisColor,
      font,
      grid: { stroke: gridColor, width: 1 },
      ticks: { stroke: gridColor },
    };
    const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
    const instance = new uPlot(
      {
        width: Math.max(element.clientWidth, 1),
        height,
        legend: { show: false },
        // Room on the right for the last time label, centred on the plot's edge.
        padding: [8, 40, 0, 0],
        hooks: { draw: [() => setPainted(latest.current)] },
        cursor: { show: true, points: { show: false } },
        scales: {
          x: {
            time: true,
            range: (self, min, max) => {
              const half = kind === "bar" ? stepOf(self.data[0]) / 2 : 0;
              return min === max && half === 0 ? [min - 30, max + 30] : [min - half, max + half];
            },
          },
        },
        axes: [
          {
            ...axis,
            // Room for a whole "Mar 14 09:00" label between ticks.
            space: 100,
            values: (self, ticks, _axis, _space, step) => {
              const format =
                formatTime ?? chartTimeFormat(step, (self.scales.x?.max ?? 0) - (self.scales.x?.min ?? 0));
              return ticks.map((tick) => format(new Date(tick * 1000)));
            },
          },
          { ...axis, size: 56 },
        ],
        series: [
          {},
          ...first.series.map((series, index) => ({
            label: series.label,
            stroke: colors[index],
            width: 2,
            ...(kind === "bar" ? { fill: colors[index], paths: bars } : {}),
          })),
        ],
      },
      plotData(first),
      element,
    );
    plot.current = { instance, shape };
    const observer = new ResizeObserver(([entry]) => {
      if (entry) instance.setSize({ width: Math.max(Math.floor(entry.contentRect.width), 1), height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.destroy();
      plot.current = null;
    };
  }, [shape, kind, height, formatTime]);

  useEffect(() => {
    const current = plot.current;
    if (!drawn || !current || current.shape !== shape) return;
    if (painted === drawn) return;
    current.instance.setData(plotData(drawn));
  }, [drawn, shape, painted]);

  return (
    <figure
      data-slot="time-series-chart"
      data-state={state}
      data-kind={kind}
      className={cn("relative m-0 w-full", className)}
      {...props}
    >
      <div ref={plotRef} role="img" aria-label={label} style={{ height }} className="w-full" />
      {/* SPEC §9 holds the first draw back a moment: the plot's place shows it is coming. */}
      {state === "waiting" && <Skeleton className="absolute inset-x-0 top-0" style={{ height }} />}
      {state === "empty" && (
        <p className="absolute inset-0 grid place-items-center text-sm text-muted-foreground">
          No data to show.
        </p>
      )}
      {drawn && <ChartLegend label={label} model={drawn} />}
      {drawn && <ChartTable label={label} model={drawn} formatTime={tableTime} />}
    </figure>
  );
}

/** Each series' colour and name, under the plot. */
function ChartLegend({ label, model }: { label: string; model: TimeSeriesModel }) {
  return (
    <ul
      aria-label={`${label} legend`}
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      {model.series.map((series, index) => (
        <li key={series.label} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className="size-2.5 rounded-sm"
            style={{
              background: `var(${series.tone ? `--${series.tone}` : CHART_TOKENS[index % CHART_TOKENS.length]})`,
            }}
          />
          {series.label}
        </li>
      ))}
    </ul>
  );
}

/** The drawn figures as a table for screen readers; rendered again only when they change. */
const ChartTable = memo(function ChartTable({
  label,
  model,
  formatTime,
}: {
  label: string;
  model: TimeSeriesModel;
  formatTime: (date: Date) => string;
}) {
  return (
    <table className="sr-only">
      <caption>{label}</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          {model.series.map((series) => (
            <th key={series.label} scope="col">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.x.map((time, row) => (
          <tr key={time}>
            <th scope="row">{formatTime(new Date(time * 1000))}</th>
            {model.series.map((series) => (
              <td key={series.label}>{series.values[row] ?? "—"}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

export { TimeSeriesChart, type TimeSeries, type TimeSeriesChartProps, type TimeSeriesModel };
