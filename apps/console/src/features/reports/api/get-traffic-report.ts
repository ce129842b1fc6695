import {
  trafficReportSchema,
  type TrafficReport,
  type TrafficReportAnswer,
  type TrafficReportRow,
} from "@sendline/core/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { reportKeys } from "./report-keys";

export type { TrafficReport, TrafficReportAnswer, TrafficReportRow };

/** The traffic report filter as sent (SPEC §3): days as `yyyy-MM-dd`, in the billing timezone. */
export interface TrafficReportParams {
  from: string;
  to: string;
  timezone: string;
  breakdown: "daily" | "monthly";
  showAnalytics: boolean;
  showCategory: boolean;
  showOperator: boolean;
  userIds: string[];
  accountId: string | null;
}

const answerSchema = successOf(trafficReportSchema);

/** The query string of a report call; `csv` asks for the same rows as a CSV file. */
export function trafficReportSearch(params: TrafficReportParams, format: "json" | "csv" = "json") {
  const search = new URLSearchParams({
    from: params.from,
    to: params.to,
    timezone: params.timezone,
    breakdown: params.breakdown,
    showAnalytics: params.showAnalytics ? "1" : "0",
    showCategory: params.showCategory ? "1" : "0",
    showOperator: params.showOperator ? "1" : "0",
  });
  for (const id of params.userIds) search.append("userIds[]", id);
  if (params.accountId) search.set("accountId", params.accountId);
  if (format === "csv") search.set("format", "csv");
  return search;
}

/** The path of a report (`/ajax/reports/traffic?…`), as JSON or as its CSV export. */
export const trafficReportPath = (
  report: TrafficReport,
  params: TrafficReportParams,
  format: "json" | "csv" = "json",
) => `/ajax/reports/${report}?${trafficReportSearch(params, format)}`;

/** `GET /ajax/reports/{report}`: totals per period, by operator and category when asked. */
export async function getTrafficReport(api: ApiClient, report: TrafficReport, params: TrafficReportParams) {
  return answerSchema.parse(await api(trafficReportPath(report, params), { quiet: true })).data;
}

export const getTrafficReportQueryOptions = (
  api: ApiClient,
  report: TrafficReport,
  params: TrafficReportParams,
) =>
  queryOptions({
    queryKey: reportKeys.traffic(report, params),
    queryFn: () => getTrafficReport(api, report, params),
    placeholderData: keepPreviousData,
    // A refused filter (4xx) is answered the same again: only a failure of the server is retried.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.statusCode < 500),
  });

export function useTrafficReport(report: TrafficReport, params: TrafficReportParams, enabled = true) {
  return useQuery({ ...getTrafficReportQueryOptions(useApi(), report, params), enabled });
}
