import type { TrafficReport } from "@sendline/core/contract";
import type { TrafficReportParams } from "./get-traffic-report";

/** Query keys of the reports calls. */
export const reportKeys = {
  all: ["reports"] as const,
  traffic: (report: TrafficReport, params: TrafficReportParams) =>
    [...reportKeys.all, report, params] as const,
  users: (accountId: string | null) => [...reportKeys.all, "users", accountId] as const,
  accounts: (q: string) => [...reportKeys.all, "accounts", q] as const,
};
