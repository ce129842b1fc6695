import { listQueryParams, type ListQuery } from "@sendline/core";
import { creditHistoryRowSchema, listResponseSchema, type CreditHistoryRow } from "@sendline/core/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { billingKeys, creditHistoryParams, type CreditHistoryFilter } from "./billing-keys";

export type { CreditHistoryRow };

const answerSchema = successOf(listResponseSchema(creditHistoryRowSchema));

/** `GET /ajax/billing/credit_history/list`: a page of the account's ledger within the filter. */
export async function getCreditHistory(api: ApiClient, filter: CreditHistoryFilter, query: ListQuery) {
  const search = new URLSearchParams([...listQueryParams(query), ...creditHistoryParams(filter)]);
  return answerSchema.parse(await api(`/ajax/billing/credit_history/list?${search}`, { quiet: true })).data;
}

export const getCreditHistoryQueryOptions = (api: ApiClient, filter: CreditHistoryFilter, query: ListQuery) =>
  queryOptions({
    queryKey: billingKeys.creditHistoryList(filter, query),
    queryFn: () => getCreditHistory(api, filter, query),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    // A refused filter (a date out of range) is refused again: shown at once, not retried.
    retry: (failures, error) => !(error instanceof ApiError && error.statusCode < 500) && failures < 1,
  });

export function useCreditHistory(filter: CreditHistoryFilter, query: ListQuery) {
  return useQuery(getCreditHistoryQueryOptions(useApi(), filter, query));
}

/** The CSV of every row within the filter, as the server streams it. */
export const creditHistoryCsvPath = (filter: CreditHistoryFilter) => {
  const search = new URLSearchParams(creditHistoryParams(filter)).toString();
  return `/ajax/billing/credit_history/csv${search ? `?${search}` : ""}`;
};
