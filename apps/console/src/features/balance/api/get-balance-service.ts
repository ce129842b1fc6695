import { balanceObjectSchema } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi, useConfig } from "../../../lib/app-context";
import { balanceQueryKey } from "../../../lib/query-keys";

const answerSchema = successOf(balanceObjectSchema);

/** `GET /pt3/campaign/getNewAccountBalance` on the balance host (SPEC §7): the Balance object. */
export async function getBalanceService(api: ApiClient, balanceHost: string) {
  return answerSchema.parse(await api(`${balanceHost.replace(/\/$/, "")}/pt3/campaign/getNewAccountBalance`))
    .data;
}

/** Under the balance key, so a top-up, a go-live or a balance push refreshes it too. */
export const balanceServiceQueryKey = [...balanceQueryKey, "balance-service"] as const;

export const getBalanceServiceQueryOptions = (api: ApiClient, balanceHost: string) =>
  queryOptions({
    queryKey: balanceServiceQueryKey,
    queryFn: () => getBalanceService(api, balanceHost),
    staleTime: 30_000,
  });

/** The balance service's figures, fetched only while the charging model reads them. */
export function useBalanceService(enabled: boolean) {
  const { balanceHost } = useConfig();
  return useQuery({ ...getBalanceServiceQueryOptions(useApi(), balanceHost), enabled });
}
