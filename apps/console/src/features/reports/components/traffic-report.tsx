import { BILLING_TIMEZONE, formatAmount } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { TimeSeriesChart, type TimeSeriesModel } from "@sendline/ui/chart";
import { Spinner } from "@sendline/ui/spinner";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import {
  TrafficReportFilter,
  defaultReportFilterValue,
  type ReportFilterValue,
} from "@sendline/ui/report-filter";
import { DownloadIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { useApi, useConfig } from "../../../lib/app-context";
import { downloadFile } from "../../../lib/download";
import { useReportAccounts } from "../api/get-report-accounts";
import { useReportUsers } from "../api/get-report-users";
import {
  trafficReportPath,
  useTrafficReport,
  type TrafficReport,
  type TrafficReportAnswer,
  type TrafficReportParams,
  type TrafficReportRow,
} from "../api/get-traffic-report";

const COUNT = new Intl.NumberFormat("en-US");
const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A report period (`2024-05` or `2024-05-17`) as the screen writes it. */
export function periodLabel(period: string): string {
  const [year, month, day] = period.split("-").map(Number);
  const date = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  return day === undefined ? MONTH.format(date) : DAY.format(date);
}

/** The period an axis tick falls nearest to: its day, or its month. */
function nearestPeriodLabel(date: Date, daily: boolean): string {
  const nearest = new Date(date.getTime() + (daily ? 12 : 15 * 24) * 3_600_000);
  return periodLabel(nearest.toISOString().slice(0, daily ? 10 : 7));
}

const number = (value: number) => <span className="tabular-nums">{COUNT.format(value)}</span>;

function reportColumns(params: TrafficReportParams): DataTableColumn<TrafficReportRow>[] {
  return [
    { id: "period", header: "Period", cell: ({ row }) => periodLabel(row.original.period) },
    ...(params.showOperator
      ? [
          {
            id: "operator",
            header: "Operator",
            cell: ({ row }) => row.original.operator,
          } as DataTableColumn<TrafficReportRow>,
        ]
      : []),
    ...(params.showCategory
      ? [
          {
            id: "category",
            header: "Category",
            cell: ({ row }) => row.original.category,
          } as DataTableColumn<TrafficReportRow>,
        ]
      : []),
    { id: "sent", header: "Sent", cell: ({ row }) => number(row.original.sent) },
    { id: "delivered", header: "Delivered", cell: ({ row }) => number(row.original.delivered) },
    { id: "failed", header: "Failed", cell: ({ row }) => number(row.original.failed) },
    {
      id: "cost",
      header: "Cost",
      cell: ({ row }) => <span className="tabular-nums">{formatAmount(row.original.cost)}</span>,
    },
  ];
}

const periodSeconds = (period: string) => {
  const [year, month, day] = period.split("-").map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / 1000;
};

/**
 * Sent, delivered and failed per period (operators and categories added up), for the chart. A
 * single period gets an empty one either side, so its bars have a scale to stand on.
 */
function chartModel(answer: TrafficReportAnswer, daily: boolean): TimeSeriesModel {
  const periods = [...new Set(answer.rows.map((row) => row.period))].sort();
  const sum = (key: "sent" | "delivered" | "failed") =>
    periods.map((period) =>
      answer.rows.filter((row) => row.period === period).reduce((total, row) => total + row[key], 0),
    );
  const x = periods.map(periodSeconds);
  const pad = periods.length === 1;
  const step = daily ? 86_400 : 31 * 86_400;
  const padded = (values: number[]) => (pad ? [null, ...values, null] : values);
  return {
    x: pad ? [x[0]! - step, x[0]!, x[0]! + step] : x,
    series: [
      { label: "Sent", values: padded(sum("sent")) },
      { label: "Delivered", values: padded(sum("delivered")), tone: "success" },
      { label: "Failed", values: padded(sum("failed")), tone: "danger" },
    ],
  };
}

function failureOf(error: unknown): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return "The report could not be loaded.";
  const errors = (error.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  return Object.values(errors).flat().join(" ") || error.message;
}

export interface TrafficReportViewProps {
  report: TrafficReport;
  /** The report's title, the table's and chart's names. */
  title: string;
  /** A non-account staff user. */
  staff: boolean;
  /** The account the session acts on (staff who entered one); null for staff outside accounts. */
  accountId: string | null;
  /** The clock quick ranges count from. @default the current time */
  now?: Date;
}

/**
 * A traffic report screen (SPEC §2 "Reports filter", §9 "Reports"): the filter (this month by
 * default, monthly, quick ranges and SPEC §5's date bounds), totals per period in a table and a
 * chart, and the same rows as a CSV.
 */
export function TrafficReportView({ report, title, staff, accountId, now }: TrafficReportViewProps) {
  const api = useApi();
  const config = useConfig();
  const clock = useMemo(
    () => ({
      now: now ?? new Date(),
      timeZone: BILLING_TIMEZONE,
      newChargingEffectiveDate: config.newChargingEffectiveDate
        ? new Date(config.newChargingEffectiveDate)
        : null,
    }),
    [now, config.newChargingEffectiveDate],
  );
  const [applied, setApplied] = useState<ReportFilterValue>(() => defaultReportFilterValue(clock));
  const picksAccount = staff && !accountId;
  const params: TrafficReportParams = {
    from: applied.from,
    to: applied.to,
    timezone: BILLING_TIMEZONE,
    breakdown: applied.breakdown,
    showAnalytics: applied.showAnalytics,
    showCategory: applied.showCategory,
    showOperator: applied.showOperator,
    userIds: picksAccount ? [] : applied.userIds,
    accountId: picksAccount ? applied.accountId : null,
  };
  const ready = !picksAccount || params.accountId !== null;
  const result = useTrafficReport(report, params, ready);
  const users = useReportUsers(accountId, !picksAccount);
  const accounts = useReportAccounts("", picksAccount);
  const [download, setDownload] = useState<"idle" | "busy" | "failed">("idle");
  // While a new filter loads, the previous range's figures are kept by the query but never shown
  // as if they were the new range's.
  const loading = result.isPending || result.isPlaceholderData;
  const answer = loading ? undefined : result.data;
  const failure = failureOf(result.error);

  return (
    <div className="flex flex-col gap-4">
      <TrafficReportFilter
        aria-label={`${title} filter`}
        now={clock.now}
        timeZone={clock.timeZone}
        newChargingEffectiveDate={clock.newChargingEffectiveDate}
        defaultValue={applied}
        staff={staff}
        accountId={accountId}
        users={users.data?.map((user) => ({ id: String(user.id), name: user.name })) ?? []}
        accounts={accounts.data?.map((account) => ({ id: String(account.id), name: account.name })) ?? []}
        onSubmit={setApplied}
      />
      {!ready && <p className="text-sm text-muted-foreground">Choose an account to see its traffic.</p>}
      {ready && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div role="group" aria-label="Totals">
              <dl className="flex flex-wrap gap-6 text-sm">
                {(
                  [
                    ["Sent", answer ? COUNT.format(answer.totals.sent) : "—"],
                    ["Delivered", answer ? COUNT.format(answer.totals.delivered) : "—"],
                    ["Failed", answer ? COUNT.format(answer.totals.failed) : "—"],
                    ["Cost", answer ? formatAmount(answer.totals.cost) : "—"],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="flex flex-col">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd data-total={label.toLowerCase()} className="text-lg font-semibold tabular-nums">
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="flex items-center gap-3">
              {download === "failed" && (
                <p role="alert" className="text-sm text-danger">
                  The download failed. Try again.
                </p>
              )}
              <Button
                variant="outline"
                size="sm"
                aria-busy={download === "busy"}
                disabled={download === "busy"}
                onClick={() => {
                  setDownload("busy");
                  downloadFile(
                    api,
                    trafficReportPath(report, params, "csv"),
                    `${report}_${params.from}_${params.to}.csv`,
                    {
                      quiet: true,
                    },
                  )
                    .then(() => setDownload("idle"))
                    .catch(() => setDownload("failed"));
                }}
              >
                <DownloadIcon aria-hidden />
                Export CSV
              </Button>
            </div>
          </div>
          {params.showAnalytics && loading && !result.isError && (
            <div
              data-slot="chart-loading"
              className="flex h-[240px] items-center justify-center gap-2 rounded-md border border-dashed text-sm text-muted-foreground"
            >
              <Spinner label={`Loading the ${title} chart`} />
              <span aria-hidden>Loading the chart…</span>
            </div>
          )}
          {params.showAnalytics && answer && answer.rows.length > 0 && (
            <TimeSeriesChart
              label={`${title} chart`}
              aria-label={`${title} chart`}
              kind="bar"
              model={chartModel(answer, params.breakdown === "daily")}
              formatTime={(date) => nearestPeriodLabel(date, params.breakdown === "daily")}
            />
          )}
          <DataTable
            label={title}
            columns={reportColumns(params)}
            data={answer?.rows ?? []}
            getRowId={(row) => `${row.period}|${row.operator ?? ""}|${row.category ?? ""}`}
            status={result.isError ? "error" : loading ? "loading" : "ready"}
            errorMessage={failure ?? undefined}
            onRetry={() => void result.refetch()}
            emptyMessage="No traffic in this range."
            hideControls
          />
        </>
      )}
    </div>
  );
}
