import { topUpRowSchema, type TopUpRequest, type TopUpRow } from "@sendline/core/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { balanceQueryKey } from "../../../lib/query-keys";
import { billingKeys } from "./billing-keys";

const answerSchema = successOf(topUpRowSchema);

/** `POST /ajax/billing/top_up`: a pending top-up whose confirmation link is emailed to the user. */
export async function createTopUp(api: ApiClient, request: TopUpRequest): Promise<TopUpRow> {
  return answerSchema.parse(await api("/ajax/billing/top_up", { method: "POST", body: request, quiet: true }))
    .data;
}

/** Creates a top-up; its history and the pending payments in the balance are fetched again. */
export function useCreateTopUp() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TopUpRequest) => createTopUp(api, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: billingKeys.topUps() });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    },
  });
}
