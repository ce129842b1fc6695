export { ShareChart, sharePercent, type ShareChartProps, type ShareItem } from "./share-chart";
export {
  TimeSeriesChart,
  type TimeSeries,
  type TimeSeriesChartProps,
  type TimeSeriesModel,
} from "./time-series-chart";
export { useChartModel, type ChartModelOptions, type ChartState } from "./use-chart-model";
export type { ChartTone } from "./chart-palette";
