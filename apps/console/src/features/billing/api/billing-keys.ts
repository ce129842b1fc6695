import type { ListQuery } from "@sendline/core";
import type { BillingTransactionType } from "@sendline/core/contract";

/** The credit history's filter (SPEC §2): a date range in `yyyy-MM-dd` and the transaction types. */
export interface CreditHistoryFilter {
  from?: string;
  to?: string;
  types?: BillingTransactionType[];
}

/** Query keys of the billing calls; a new or confirmed top-up refreshes them through these. */
export const billingKeys = {
  all: ["billing"] as const,
  providers: () => [...billingKeys.all, "payment-providers"] as const,
  topUps: () => [...billingKeys.all, "top-ups"] as const,
  topUpList: (query: ListQuery) => [...billingKeys.topUps(), "list", query] as const,
  creditHistory: () => [...billingKeys.all, "credit-history"] as const,
  creditHistoryList: (filter: CreditHistoryFilter, query: ListQuery) =>
    [...billingKeys.creditHistory(), "list", filter, query] as const,
};

/** The filter as `filter[x]` query parameters. */
export function creditHistoryParams(filter: CreditHistoryFilter): Array<[string, string]> {
  return [
    ...(filter.from ? [["filter[from]", filter.from] as [string, string]] : []),
    ...(filter.to ? [["filter[to]", filter.to] as [string, string]] : []),
    ...(filter.types ?? []).map((type) => ["filter[type][]", type] as [string, string]),
  ];
}
