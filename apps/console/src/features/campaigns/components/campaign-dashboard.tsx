import { TableScroll } from "@sendline/ui/data-table";
import {
  dashboardTiming,
  dataAge,
  daysSinceTriggered,
  formatClockDuration,
  showsCharts,
  showsDashboard,
  showsTransactions,
  TIMELINE_DEFAULT_ITEMS,
  UPLOAD_ERROR_TEXTS,
  type CampaignChannel,
  type ListQuery,
} from "@sendline/core";
import { TRANSACTION_OUTCOMES, type CampaignDashboard as Charts } from "@sendline/core/contract";
import { Button } from "@sendline/ui/button";
import { CampaignStats, CampaignStatusDate } from "@sendline/ui/campaign";
import type { TimeSeriesModel } from "@sendline/ui/chart";
import { Input } from "@sendline/ui/input";
import { Pagination } from "@sendline/ui/pagination";
import { Skeleton } from "@sendline/ui/skeleton";
import { memo, Suspense, useEffect, useMemo, useState } from "react";
import { afterFirstPaint } from "../../../lib/after-first-paint";
import { lazyRetry } from "../../../lib/lazy-retry";
import { Link } from "wouter";
import { FileBlastParts } from "./file-blast-parts";
import { useRealtime } from "../../../lib/realtime";
import { useCampaign, type CampaignAnswer } from "../api/campaigns";
import {
  useCampaignCharts,
  FIRST_TRANSACTIONS_QUERY,
  useCampaignTransactions,
  useDownloadTransactions,
  useSafelistCheck,
} from "../api/dashboard";
import { ACTIONS, lifecycleActions, useCampaignActionRunner } from "./campaign-actions";
import { ViberContent } from "./viber-content";

/** The actions a dashboard offers: the running campaign's own (SPEC §4). */
const DASHBOARD_ACTIONS = ["pause", "resume", "stop", "mark_complete"] as const;

/** Statuses whose figures still move: pushes arrive, or the fallback polls. */
const MOVING = new Set(["live", "paused", "scheduled"]);

// One formatter each, made once: toLocaleString builds a new one on every call, which a table
// refreshed every few seconds would pay for row by row.
const dateTime = new Intl.DateTimeFormat(undefined, {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});
const count = new Intl.NumberFormat();

const OUTCOME_LABELS: Record<(typeof TRANSACTION_OUTCOMES)[number], string> = {
  delivered: "Delivered",
  pending: "Pending",
  hard_bounced: "Hard bounced",
  soft_bounced: "Soft bounced",
  rejected: "Rejected",
};

export interface CampaignDashboardProps {
  channel: CampaignChannel;
  id: number;
  /** The campaign's summary, linked from the heading. */
  summaryHref: string;
  /**
   * Whether the lifecycle actions show: on the campaign's own dashboard, not on module-level
   * views of several campaigns (SPEC §4). @default true
   */
  showActions?: boolean;
  /** Called after an action that leaves the dashboard (none of the dashboard's do today). */
  onNavigate?: (href: string) => void;
}

/**
 * A campaign's live dashboard (SPEC §4): dials, stats and substats, the delivered/failed chart,
 * outcomes per operator, the timing line, the timeline of logs, the safelist check (SMS), the
 * running campaign's actions and its transactions. Figures arrive by the socket into the query
 * cache; while the socket is down the dashboard polls every second and says it is reconnecting.
 */
export function CampaignDashboard({
  channel,
  id,
  summaryHref,
  showActions = true,
  onNavigate,
}: CampaignDashboardProps) {
  const realtime = useRealtime();
  const pushed = realtime.status === "live";
  const [moving, setMoving] = useState(true);
  const query = useCampaign(channel, id, { refetchInterval: moving && !pushed ? 1000 : false });
  const campaign = query.data;
  const status = campaign?.campaign_status_code;
  if (status !== undefined && moving !== MOVING.has(status)) setMoving(MOVING.has(status));

  const charts = useCampaignCharts(channel, id, {
    enabled: status !== undefined && showsCharts(status),
    refetchInterval: moving && !pushed ? 5000 : false,
  });
  const safelist = useSafelistCheck(channel, id);
  const runner = useCampaignActionRunner(channel, campaign, () => onNavigate?.("/"));
  // The data age changes by the day: the time the dashboard opened will do.
  const openedAt = useNow(null);

  // A read that fails after the first (the API restarting) keeps the last figures on screen.
  if (!campaign && query.isError) return <p role="alert">This campaign could not be loaded.</p>;
  if (!campaign) return <p role="status">Loading the dashboard…</p>;

  const title = (
    <div className="flex flex-wrap items-center gap-3">
      <h1 id="dashboard-title" className="text-2xl font-semibold">
        {campaign.name}
      </h1>
      <Link href={summaryHref} className="text-sm text-primary underline-offset-2 hover:underline">
        Summary
      </Link>
      {(campaign.file_ids.length > 0 || campaign.is_file_blast_child) && (
        <div className="basis-full">
          <FileBlastParts campaign={campaign} />
        </div>
      )}
      {channel === "viber" && (
        <div className="basis-full">
          <ViberContent campaign={campaign} />
        </div>
      )}
    </div>
  );
  if (!showsDashboard(campaign.campaign_status_code)) {
    return (
      <section aria-labelledby="dashboard-title" className="flex flex-col gap-4">
        {title}
        <CampaignStatusDate campaign={campaign} />
        <p role="status">
          {campaign.campaign_status_code === "scheduled" ? (
            <DashboardClock campaign={campaign} ticking sentence />
          ) : (
            "The dashboard shows once the campaign has started sending."
          )}
        </p>
      </section>
    );
  }

  const actions = showActions
    ? lifecycleActions(campaign).filter((action) => (DASHBOARD_ACTIONS as readonly string[]).includes(action))
    : [];
  const age = campaign.date_triggered
    ? dataAge(daysSinceTriggered(new Date(campaign.date_triggered), openedAt, campaign.timezone_name))
    : null;
  const failed = campaign.campaign_stats_bounced + campaign.campaign_stats_rejected;
  const statsValue = `${campaign.campaign_stats_sent}:${campaign.campaign_stats_delivered}:${failed}:${campaign.campaign_stats_pending}`;
  const unsafe = safelist.data && !safelist.data.safelisted ? safelist.data.urls : [];

  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-5">
      {title}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
        <CampaignStatusDate campaign={campaign} />
        <DashboardClock campaign={campaign} ticking={moving} />
        {age && <span data-testid="data-age">Data: {age}</span>}
        {moving && (
          <span role="status" className="text-muted-foreground">
            {pushed ? "Live updates" : "Reconnecting… updating every second meanwhile"}
          </span>
        )}
      </div>
      {unsafe.length > 0 && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          {UPLOAD_ERROR_TEXTS.notSafelisted}: {unsafe.join(", ")}
        </p>
      )}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === "stop" ? "outline" : "primary"}
              disabled={runner.busy}
              onClick={() => runner.request(action)}
            >
              {ACTIONS[action].label}
            </Button>
          ))}
        </div>
      )}
      {runner.refusal && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          {runner.refusal}
        </p>
      )}
      {runner.dialog}
      <CampaignStats channel={channel} variant="dials" stats={campaign} aria-label="Delivery shares" />
      <CampaignStats channel={channel} variant="stats" stats={campaign} aria-label="Delivery" />
      <CampaignStats channel={channel} variant="substats" stats={campaign} aria-label="More figures" />
      {showsCharts(campaign.campaign_status_code) && charts.data && (
        <DeliveryChart statsValue={statsValue} charts={charts.data} />
      )}
      {charts.data && charts.data.operators.length > 0 && <OperatorTable operators={charts.data.operators} />}
      <Timeline logs={campaign.logs} />
      {showsTransactions(campaign.campaign_status_code) && (
        <Transactions channel={channel} id={id} refetchInterval={moving && !pushed ? 5000 : false} />
      )}
    </section>
  );
}

/** The current time, ticking every `intervalMs` (null: frozen at the last tick). */
function useNow(intervalMs: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The dashboard's clock (SPEC §4 "Dashboard timing"). It ticks on its own, so the rest of the
 * dashboard renders only when data arrives; its box is wide enough for any duration, so the
 * figures after it never move as it counts.
 */
function DashboardClock({
  campaign,
  ticking,
  sentence = false,
}: {
  campaign: CampaignAnswer;
  ticking: boolean;
  /** The scheduled campaign's sentence instead of the status line's label. */
  sentence?: boolean;
}) {
  const now = useNow(ticking ? 1000 : null);
  const timing = timingOf(campaign, now);
  if (sentence) return <>Sending starts in {formatClockDuration(timing.ms)}.</>;
  if (!timing.label) return null;
  return (
    <span data-testid="dashboard-timing" className="inline-block min-w-[36ch]">
      {timing.label} <span className="tabular-nums">{formatClockDuration(timing.ms)}</span>
    </span>
  );
}

/** The dashboard's clock line (SPEC §4 "Dashboard timing"), from core's rule. */
function timingOf(campaign: CampaignAnswer, now: Date): { label: string | null; ms: number } {
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);
  const timing = dashboardTiming(
    {
      campaign_status_code: campaign.campaign_status_code,
      campaign_start: date(campaign.campaign_start),
      date_triggered: date(campaign.date_triggered),
      date_cancelled: date(campaign.date_cancelled),
      // Account users get no logs; the trigger date stands in for the first entry.
      logDates: campaign.logs.length
        ? campaign.logs.map((entry) => new Date(entry.date_created))
        : campaign.date_triggered
          ? [new Date(campaign.date_triggered)]
          : [],
    },
    now,
  );
  switch (timing.kind) {
    case "countdown":
      return { label: "Starts in", ms: timing.ms };
    case "elapsed":
      return { label: "Sending for", ms: timing.ms };
    case "span":
      return { label: "Ran for", ms: timing.ms };
    default:
      return { label: null, ms: 0 };
  }
}

// The chart (uPlot) is a chunk of its own, asked for once the dashboard has painted: the title
// and figures show without waiting for it, and its request and script do not hold them up.
const TimeSeriesChart = lazyRetry(async () => ({
  default: (await import("@sendline/ui/chart")).TimeSeriesChart,
}));

/** The chart's place while its chunk loads, as the chart shows it before its first draw. */
const chartLoading = <Skeleton className="w-full" style={{ height: 240 }} />;

/** Delivered and failed per interval, through the kit's chart wrapper (SPEC §9). */
const DeliveryChart = memo(function DeliveryChart({
  statsValue,
  charts,
}: {
  /** 'sent:delivered:failed:pending', the chart wrapper's stats value (SPEC §9). */
  statsValue: string;
  charts: Charts;
}) {
  const model = useMemo<TimeSeriesModel>(
    () => ({
      x: charts.series.map((point) => Date.parse(point.time) / 1000),
      series: [
        {
          label: "Delivered",
          tone: "success",
          values: charts.series.map((point) => point.delivered),
        },
        { label: "Failed", tone: "danger", values: charts.series.map((point) => point.failed) },
      ],
    }),
    [charts],
  );
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return (
    <section aria-labelledby="chart-title" className="flex flex-col gap-2">
      <h2 id="chart-title" className="font-semibold">
        Deliveries over time
      </h2>
      <Suspense fallback={chartLoading}>
        {painted ? (
          <TimeSeriesChart
            label="Delivered and failed messages over time"
            model={model}
            kind="bar"
            statsValue={statsValue}
            zeroMarker={model.x.length}
          />
        ) : (
          chartLoading
        )}
      </Suspense>
    </section>
  );
});

const OperatorTable = memo(function OperatorTable({ operators }: { operators: Charts["operators"] }) {
  const columns = ["sent", "delivered", "pending", "bounced", "rejected"] as const;
  return (
    <section aria-labelledby="operators-title" className="flex flex-col gap-2">
      <h2 id="operators-title" className="font-semibold">
        By operator
      </h2>
      <TableScroll aria-label="By operator table">
        <table className="w-full max-w-3xl text-sm" aria-labelledby="operators-title">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-1 pr-4">
                Operator
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-1 pr-4 text-right capitalize">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {operators.map((row) => (
              <tr key={row.operator} className="border-b border-border/60">
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  {row.operator}
                </th>
                {columns.map((column) => (
                  <td key={column} className="py-1 pr-4 text-right tabular-nums">
                    {count.format(row[column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
});

/** The logs, newest last, 4 at first with a way to see them all (SPEC §4). Staff only (SPEC §6). */
const Timeline = memo(function Timeline({ logs }: { logs: CampaignAnswer["logs"] }) {
  const [expanded, setExpanded] = useState(false);
  if (logs.length === 0) return null;
  const shown = expanded ? logs : logs.slice(-TIMELINE_DEFAULT_ITEMS);
  return (
    <section aria-labelledby="timeline-title" className="flex flex-col gap-2">
      <h2 id="timeline-title" className="font-semibold">
        Timeline
      </h2>
      <ol className="flex flex-col gap-1 border-l border-border pl-4 text-sm">
        {shown.map((entry, index) => (
          <li key={`${entry.date_created}-${index}`}>
            <time dateTime={entry.date_created} className="text-muted-foreground">
              {dateTime.format(new Date(entry.date_created))}
            </time>{" "}
            {entry.message}
          </li>
        ))}
      </ol>
      {logs.length > TIMELINE_DEFAULT_ITEMS && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setExpanded(!expanded)}>
          {expanded ? "Show fewer" : `Show all ${logs.length}`}
        </Button>
      )}
    </section>
  );
});

/** The transactions (SPEC §4), paged by the server, filtered by outcome or number, with a CSV download. */
const Transactions = memo(function Transactions({
  channel,
  id,
  refetchInterval,
}: {
  channel: CampaignChannel;
  id: number;
  refetchInterval: number | false;
}) {
  const [query, setQuery] = useState<ListQuery>(FIRST_TRANSACTIONS_QUERY);
  const transactions = useCampaignTransactions(channel, id, query, { enabled: true, refetchInterval });
  const download = useDownloadTransactions(channel, id);
  const [downloading, setDownloading] = useState(false);
  const page = transactions.data;
  const status = (query.filter?.status as string | undefined) ?? "";
  return (
    <section aria-labelledby="transactions-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="transactions-title" className="mr-auto font-semibold">
          Transactions
        </h2>
        <label className="flex flex-col gap-1 text-sm">
          Outcome
          <select
            className="h-9 rounded-md border border-input bg-background px-2"
            value={status}
            onChange={(event) =>
              setQuery({
                ...query,
                page: 1,
                filter: event.target.value ? { status: event.target.value } : {},
              })
            }
          >
            <option value="">All outcomes</option>
            {TRANSACTION_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {OUTCOME_LABELS[outcome]}
              </option>
            ))}
          </select>
        </label>
        <Input
          type="search"
          aria-label="Search by number"
          placeholder="Search by number"
          className="w-48"
          defaultValue={query.keyword ?? ""}
          onKeyDown={(event) => {
            if (event.key === "Enter")
              setQuery({ ...query, page: 1, keyword: event.currentTarget.value.trim() });
          }}
        />
        <Button
          variant="outline"
          disabled={downloading}
          onClick={() => {
            setDownloading(true);
            void download().finally(() => setDownloading(false));
          }}
        >
          {downloading ? "Preparing…" : "Download CSV"}
        </Button>
      </div>
      <TableScroll aria-label="Transactions table">
        <table className="w-full text-sm" aria-labelledby="transactions-title">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-1 pr-4">
                Recipient
              </th>
              <th scope="col" className="py-1 pr-4">
                Operator
              </th>
              <th scope="col" className="py-1 pr-4">
                Status
              </th>
              <th scope="col" className="py-1 pr-4">
                DLR code
              </th>
              <th scope="col" className="py-1 pr-4">
                Time
              </th>
            </tr>
          </thead>
          <tbody>
            {page?.data.map((row) => (
              <tr key={row.id} className="border-b border-border/60">
                <td className="py-1 pr-4 tabular-nums">{row.recipient}</td>
                <td className="py-1 pr-4">{row.operator}</td>
                <td className="py-1 pr-4">
                  {OUTCOME_LABELS[row.status]}
                  {row.via_fallback && " (SMS fallback)"}
                </td>
                <td className="py-1 pr-4 tabular-nums">{row.dlr_code ?? "—"}</td>
                <td className="py-1 pr-4">{row.date ? dateTime.format(new Date(row.date)) : "—"}</td>
              </tr>
            ))}
            {page && page.data.length === 0 && (
              <tr>
                <td colSpan={5} className="py-3 text-muted-foreground">
                  No transactions yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableScroll>
      {page && page.total_pages > 1 && (
        <Pagination
          aria-label="Transaction pages"
          pageCount={page.total_pages}
          value={query.page ?? 1}
          onValueChange={(next) => setQuery({ ...query, page: next })}
        />
      )}
    </section>
  );
});
