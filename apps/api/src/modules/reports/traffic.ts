import {
  BILLING_TIMEZONE,
  REPORT_MIN_DATE,
  billingPeriods,
  endOfZonedDay,
  formatReportDate,
  isValidReportRange,
  reportEndDate,
  startOfZonedDay,
} from "@sendline/core";
import type {
  TrafficCounts,
  TrafficReport,
  TrafficReportAnswer,
  TrafficReportQuery,
  TrafficReportRow,
} from "@sendline/core/contract";
import { TRAFFIC_CATEGORY_LABELS } from "@sendline/core/contract";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { operators } from "../../db/schema";
import { validationError, type FieldErrors } from "../../lib/http";

/** Which traffic each report counts: SMS and Viber of every source, or what API keys sent. */
const REPORT_SCOPE = {
  traffic: sql`t.channel in ('sms', 'viber')`,
  api_traffic: sql`t.source = 'api' and t.channel in ('sms', 'viber')`,
  email_api_traffic: sql`t.source = 'api' and t.channel = 'email'`,
} as const satisfies Record<TrafficReport, SQL>;

/** The days a report covers, inclusive, as `yyyy-MM-dd` billing days. */
export interface ReportDays {
  from: string;
  to: string;
}

const day = (text: string) => text.split("-").map(Number) as [number, number, number];

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The days a filter asks for, or its field errors (SPEC §5 "Reports and dates", §9): a billing
 * period (`billingfilter`, one of the months within the archived-data retention) stands for its
 * month; otherwise from must be on or after 2012-01-01 and before the end of the to day, and to no
 * later than the report end date (today, or yesterday from the new charging effective date).
 * A filter outside them is a Validation Error naming its fields.
 */
export function reportDays(
  query: TrafficReportQuery,
  clock: { now: Date; newChargingEffectiveDate: Date | null; archivedDataRetention: number },
): ReportDays {
  if (!isTimeZone(query.timezone)) throw validationError({ timezone: ["Choose a valid timezone."] });
  if (query.billingfilter) {
    const period = billingPeriods(clock.now, clock.archivedDataRetention).find(
      (candidate) => candidate.value === query.billingfilter,
    );
    if (!period) {
      throw validationError({ billingfilter: ["Choose a billing period within the retention days."] });
    }
    return {
      from: formatReportDate(period.from, BILLING_TIMEZONE),
      to: formatReportDate(period.to, BILLING_TIMEZONE),
    };
  }
  const errors: FieldErrors = {};
  const from = startOfZonedDay(...day(query.from), query.timezone);
  const to = endOfZonedDay(...day(query.to), query.timezone);
  const last = formatReportDate(
    reportEndDate({
      now: clock.now,
      timeZone: query.timezone,
      newChargingEffectiveDate: clock.newChargingEffectiveDate,
    }),
    query.timezone,
  );
  if (query.from < REPORT_MIN_DATE) errors.from = [`Reports start on ${REPORT_MIN_DATE} at the earliest.`];
  else if (!isValidReportRange(from, to)) errors.from = ["The from date must be earlier than the to date."];
  if (query.to > last) errors.to = [`Reports run to ${last} at the latest.`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { from: query.from, to: query.to };
}

const monthStart = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);

/**
 * The calendar months a range of days covers whole, as the first one's first day and the first
 * day after the last one; null when it covers none.
 */
export function wholeMonths({ from, to }: ReportDays): { first: string; next: string } | null {
  const [fromYear, fromMonth, fromDay] = day(from);
  const [toYear, toMonth, toDay] = day(to);
  const first = monthStart(fromYear, fromMonth + (fromDay === 1 ? 0 : 1));
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  const next = monthStart(toYear, toMonth + (toDay === lastDay ? 1 : 0));
  return first < next ? { first, next } : null;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * A traffic report read from the daily aggregates only: one row a period (month or day), and an
 * operator and category when asked, with the totals of every row.
 */
export async function trafficReport(
  db: Db,
  report: TrafficReport,
  filter: {
    accountId: number;
    days: ReportDays;
    breakdown: "daily" | "monthly";
    showOperator: boolean;
    showCategory: boolean;
    category: string | null | undefined;
    userIds: number[];
  },
): Promise<TrafficReportAnswer> {
  const daily = filter.breakdown === "daily";
  const groups = [
    sql`bucket`,
    ...(filter.showOperator ? [sql`operator`] : []),
    ...(filter.showCategory ? [sql`category`] : []),
  ];
  const dimensions = sql`${filter.showOperator ? sql`t.operator` : sql`null`} as operator,
    ${filter.showCategory ? sql`t.category` : sql`null`} as category`;
  const conditions = sql.join(
    [
      sql`t.account_id = ${filter.accountId}`,
      REPORT_SCOPE[report],
      ...(filter.category ? [sql`t.category = ${filter.category}`] : []),
      ...(filter.userIds.length > 0
        ? [
            sql`t.user_id in (${sql.join(
              filter.userIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ]
        : []),
    ],
    sql` and `,
  );
  // A monthly report reads the months the range covers whole from the monthly rows, and only the
  // days of a month it covers in part from the daily ones.
  const months = daily ? null : wholeMonths(filter.days);
  const { from, to } = filter.days;
  const parts = [
    // Sums of int4 (a day's count in one row fits) add up in bigint, far faster than bigint's numeric.
    sql`select ${daily ? sql`t.day` : sql`date_trunc('month', t.day)::date`} as bucket, ${dimensions},
        sum(t.sent::int) as sent, sum(t.delivered::int) as delivered,
        sum(t.failed::int) as failed, sum(t.cost) as cost
      from report_traffic_daily t
      where ${conditions} and t.day between ${from}::date and ${to}::date
        ${months ? sql`and (t.day < ${months.first}::date or t.day >= ${months.next}::date)` : sql``}
      group by ${sql.join(groups, sql`, `)}`,
    ...(months
      ? [
          sql`select t.month as bucket, ${dimensions},
            sum(t.sent) as sent, sum(t.delivered) as delivered, sum(t.failed) as failed, sum(t.cost) as cost
          from report_traffic_monthly t
          where ${conditions} and t.month >= ${months.first}::date and t.month < ${months.next}::date
          group by ${sql.join(groups, sql`, `)}`,
        ]
      : []),
  ];
  const result = (await db.execute(sql`
    select to_char(bucket, ${daily ? "YYYY-MM-DD" : "YYYY-MM"}) as period, operator, category,
      sum(sent)::float8 as sent, sum(delivered)::float8 as delivered, sum(failed)::float8 as failed,
      sum(cost)::float8 as cost
    from (${sql.join(parts, sql` union all `)}) part
    group by bucket, operator, category
    order by bucket, operator, category`)) as unknown as {
    rows: ({ period: string; operator: string | null; category: string | null } & TrafficCounts)[];
  };
  const names = filter.showOperator ? await operatorNames(db) : new Map<string, string>();
  const totals: TrafficCounts = { sent: 0, delivered: 0, failed: 0, cost: 0 };
  const rows = result.rows.map((row): TrafficReportRow => {
    const counts = {
      sent: Number(row.sent),
      delivered: Number(row.delivered),
      failed: Number(row.failed),
      cost: round4(Number(row.cost)),
    };
    totals.sent += counts.sent;
    totals.delivered += counts.delivered;
    totals.failed += counts.failed;
    totals.cost += counts.cost;
    return {
      period: row.period,
      ...(filter.showOperator && { operator: operatorLabel(names, row.operator ?? "") }),
      ...(filter.showCategory && { category: categoryLabel(row.category ?? "") }),
      ...counts,
    };
  });
  totals.cost = round4(totals.cost);
  return { rows, totals };
}

async function operatorNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: operators.code, name: operators.name }).from(operators);
  return new Map(rows.map((row) => [row.code, row.name]));
}

function operatorLabel(names: Map<string, string>, code: string): string {
  if (code === "") return "Email";
  if (code === "other") return "Other";
  return names.get(code) ?? code;
}

function categoryLabel(code: string): string {
  return TRAFFIC_CATEGORY_LABELS[code as keyof typeof TRAFFIC_CATEGORY_LABELS] ?? code;
}
