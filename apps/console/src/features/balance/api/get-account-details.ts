import { accountDetailsSchema } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { balanceQueryKey } from "../../../lib/query-keys";

/** The account acted on (SPEC §7 `GET /ajax/account/details`); money fields only for users who may see them. */
export async function getAccountDetails(api: ApiClient) {
  return successOf(accountDetailsSchema).parse(await api("/ajax/account/details")).data;
}

export const accountDetailsQueryKey = [...balanceQueryKey, "account-details"] as const;

/** Under the balance key, so whatever changes the balance (go-live, charges, top-ups) refreshes it. */
export const getAccountDetailsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: accountDetailsQueryKey,
    queryFn: () => getAccountDetails(api),
    staleTime: 30_000,
  });

export function useAccountDetails() {
  return useQuery(getAccountDetailsQueryOptions(useApi()));
}
