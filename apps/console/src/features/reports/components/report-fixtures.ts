import type { TrafficReportAnswer } from "@sendline/core/contract";
import type { FakeCall, FakeRoutes } from "../../../testing/fake-api";

/** The stories' clock: 15 June 2026 in Manila. */
export const REPORT_NOW = new Date("2026-06-15T04:00:00Z");

const counts = (sent: number, cost: number) => ({
  sent,
  delivered: Math.round(sent * 0.92),
  failed: Math.round(sent * 0.05),
  cost,
});

const OPERATORS = [
  ["Globe", 0.45],
  ["Smart", 0.35],
  ["DITO", 0.15],
  ["Other", 0.05],
] as const;

/** A report answer shaped by the call's breakdown and operator toggle, 1,000 messages a day. */
export function trafficAnswer(call: FakeCall): TrafficReportAnswer {
  const daily = call.query.get("breakdown") === "daily";
  const byOperator = call.query.get("showOperator") === "1";
  const from = call.query.get("from") ?? "2026-06-01";
  const to = call.query.get("to") ?? "2026-06-15";
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  const periods = daily ? days : [...new Set(days.map((day) => day.slice(0, 7)))];
  const perPeriod = (period: string) =>
    daily ? 1000 : days.filter((day) => day.startsWith(period)).length * 1000;
  const rows = periods.flatMap((period) =>
    byOperator
      ? OPERATORS.map(([operator, share]) => ({
          period,
          operator,
          ...counts(Math.round(perPeriod(period) * share), Math.round(perPeriod(period) * share * 35) / 100),
        }))
      : [{ period, ...counts(perPeriod(period), perPeriod(period) * 0.35) }],
  );
  const totals = rows.reduce(
    (sum, row) => ({
      sent: sum.sent + row.sent,
      delivered: sum.delivered + row.delivered,
      failed: sum.failed + row.failed,
      cost: Math.round((sum.cost + row.cost) * 100) / 100,
    }),
    { sent: 0, delivered: 0, failed: 0, cost: 0 },
  );
  return { rows, totals };
}

/** The reports calls of an account owner, or of staff picking among two accounts. */
export function fakeReports(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    "GET /ajax/reports/:report": (call) =>
      call.query.get("format") === "csv"
        ? { data: new Blob(["Period,Sent\r\n"], { type: "text/csv" }) }
        : { data: trafficAnswer(call) },
    "GET /ajax/reports/users": {
      data: [
        { id: 3, name: "Olivia Owner" },
        { id: 4, name: "Adam Agent" },
      ],
    },
    "GET /admin/data/accounts": {
      data: [
        { id: 1, name: "Acme Corporation", is_trial: 0 },
        { id: 2, name: "Trial Co", is_trial: 1 },
      ],
    },
    ...overrides,
  };
}
