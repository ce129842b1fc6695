import { formatShortNumber } from "@sendline/core";
import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import type { ChartTone } from "./chart-palette";
import { useChartModel, type ChartModelOptions } from "./use-chart-model";

type ShareItem = { label: string; value: number; tone?: ChartTone };

const TONES: readonly ChartTone[] = ["primary", "success", "warning", "danger", "info", "gray"];

const fillClass = {
  primary: "fill-primary bg-primary",
  success: "fill-success bg-success",
  warning: "fill-warning bg-warning",
  danger: "fill-danger bg-danger",
  info: "fill-info bg-info",
  gray: "fill-gray bg-gray",
} as const satisfies Record<ChartTone, string>;

const shareChartVariants = cva("m-0 flex w-full gap-4", {
  variants: {
    variant: { bar: "flex-col", donut: "flex-row flex-wrap items-center" },
  },
  defaultVariants: { variant: "bar" },
});

type ShareChartProps = Omit<ComponentProps<"figure">, "children"> &
  ChartModelOptions & {
    /** The chart's accessible name. */
    label: string;
    items: readonly ShareItem[];
    /** A stacked share bar or a donut. @default "bar" */
    variant?: "bar" | "donut";
  };

const sharePercent = (value: number, total: number) =>
  total > 0 ? Math.round((value / total) * 1000) / 10 : 0;

/** Parts of a whole as a stacked bar or a donut (SVG), with a legend that doubles as the data for screen readers. */
function ShareChart({
  label,
  items,
  variant = "bar",
  statsValue,
  zeroMarker,
  recheckMs,
  firstDrawDelayMs,
  className,
  ...props
}: ShareChartProps) {
  const { drawn, state } = useChartModel(items, { statsValue, zeroMarker, recheckMs, firstDrawDelayMs });
  const parts = (drawn ?? []).map((item, index) => ({
    ...item,
    tone: item.tone ?? TONES[index % TONES.length]!,
  }));
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  // Each part's share of the whole and where it starts, both in percent.
  const segments = parts.map((part, index) => {
    const share = total > 0 ? (Math.max(0, part.value) / total) * 100 : 0;
    const start = parts
      .slice(0, index)
      .reduce((sum, before) => sum + (total > 0 ? (Math.max(0, before.value) / total) * 100 : 0), 0);
    return { ...part, share, start };
  });

  return (
    <figure
      data-slot="share-chart"
      data-state={state}
      data-variant={variant}
      aria-label={label}
      className={cn(shareChartVariants({ variant }), className)}
      {...props}
    >
      {state !== "drawn" || total === 0 ? (
        <p className="text-sm text-muted-foreground">
          {state === "waiting" ? "Loading chart…" : "No data to show."}
        </p>
      ) : variant === "bar" ? (
        <svg aria-hidden viewBox="0 0 100 4" preserveAspectRatio="none" className="h-4 w-full rounded">
          {segments.map((part) => (
            <rect
              key={part.label}
              x={part.start}
              y={0}
              width={part.share}
              height={4}
              className={fillClass[part.tone]}
            />
          ))}
        </svg>
      ) : (
        <svg aria-hidden viewBox="0 0 42 42" className="size-40 -rotate-90">
          <circle cx="21" cy="21" r="15.915" fill="none" strokeWidth="6" className="stroke-muted" />
          {segments.map((part) => (
            <circle
              key={part.label}
              cx="21"
              cy="21"
              r="15.915"
              fill="none"
              strokeWidth="6"
              strokeDasharray={`${part.share} ${100 - part.share}`}
              strokeDashoffset={-part.start}
              style={{ stroke: `var(--${part.tone})` }}
            />
          ))}
        </svg>
      )}
      {state === "drawn" && (
        <ul aria-label={`${label} legend`} className="flex flex-col gap-1 text-sm">
          {parts.map((part) => (
            <li key={part.label} data-slot="share-chart-item" className="flex items-center gap-2">
              <span aria-hidden className={cn("size-3 rounded-sm", fillClass[part.tone])} />
              <span>{part.label}</span>
              <span className="ml-auto pl-4 tabular-nums" title={String(part.value)}>
                {formatShortNumber(part.value)} ({sharePercent(part.value, total)}%)
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

export { ShareChart, sharePercent, type ShareChartProps, type ShareItem };
