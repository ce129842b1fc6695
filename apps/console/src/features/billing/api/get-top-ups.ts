import { listQueryParams, type ListQuery } from "@sendline/core";
import { listResponseSchema, topUpRowSchema, type TopUpRow } from "@sendline/core/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { billingKeys } from "./billing-keys";

export type { TopUpRow };

const answerSchema = successOf(listResponseSchema(topUpRowSchema));

/** `GET /ajax/billing/top_up/list`: a page of the account's top-ups with their status. */
export async function getTopUps(api: ApiClient, query: ListQuery) {
  const search = new URLSearchParams(listQueryParams(query));
  return answerSchema.parse(await api(`/ajax/billing/top_up/list?${search}`)).data;
}

export const getTopUpsQueryOptions = (api: ApiClient, query: ListQuery) =>
  queryOptions({
    queryKey: billingKeys.topUpList(query),
    queryFn: () => getTopUps(api, query),
    placeholderData: keepPreviousData,
    // A top-up confirmed from its emailed link (another tab) shows when the history is opened again.
    refetchOnMount: "always",
  });

export function useTopUps(query: ListQuery) {
  return useQuery(getTopUpsQueryOptions(useApi(), query));
}
