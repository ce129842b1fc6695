import { topupVerifyDataSchema, type TopupVerifyRequest } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import { successOf, type ApiClient } from "../../../lib/api-client";

/** Verifies a top-up payment from its emailed link; answers the account id (SPEC §7). */
export async function verifyTopUp(api: ApiClient, link: TopupVerifyRequest): Promise<number> {
  const body = await api("/public/topup/verify_email_confirmation", { method: "POST", body: link });
  return successOf(topupVerifyDataSchema).parse(body).data;
}

/** The balance queries a verified top-up makes stale (SPEC §4 Top-up verify). */
export { balanceQueryKey } from "../../../lib/query-keys";

export const getVerifyTopUpQueryOptions = (api: ApiClient, link: TopupVerifyRequest) =>
  queryOptions({
    queryKey: ["top-up-verify", link.txnid, link.token],
    queryFn: () => verifyTopUp(api, link),
    retry: false,
    staleTime: Infinity,
  });

export function useVerifyTopUp(link: TopupVerifyRequest) {
  return useQuery(getVerifyTopUpQueryOptions(useApi(), link));
}
