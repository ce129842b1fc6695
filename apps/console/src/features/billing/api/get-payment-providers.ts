import { paymentProviderSchema } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { billingKeys } from "./billing-keys";

const answerSchema = successOf(z.array(paymentProviderSchema));

/** `GET /ajax/billing/payment_providers`: the ways the account may pay for a top-up. */
export async function getPaymentProviders(api: ApiClient) {
  return answerSchema.parse(await api("/ajax/billing/payment_providers")).data;
}

export const getPaymentProvidersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: billingKeys.providers(),
    queryFn: () => getPaymentProviders(api),
    staleTime: Infinity,
  });

export function usePaymentProviders() {
  return useQuery(getPaymentProvidersQueryOptions(useApi()));
}
