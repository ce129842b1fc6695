import { listQueryParams, type ListQuery } from "@sendline/core";
import { callbackDeliverySchema, listResponseSchema, type CallbackDelivery } from "@sendline/core/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { credentialKeys } from "./credential-keys";

export type { CallbackDelivery };

const answerSchema = successOf(listResponseSchema(callbackDeliverySchema));

/** `GET /ajax/credentials/callback/log/list`: the receipts posted to the callback, newest first. */
export async function getCallbackDeliveries(api: ApiClient, query: ListQuery) {
  const search = new URLSearchParams(listQueryParams(query));
  return answerSchema.parse(await api(`/ajax/credentials/callback/log/list?${search}`)).data;
}

export const getCallbackDeliveriesQueryOptions = (api: ApiClient, query: ListQuery) =>
  queryOptions({
    queryKey: credentialKeys.deliveryList(query),
    queryFn: () => getCallbackDeliveries(api, query),
    placeholderData: keepPreviousData,
  });

export function useCallbackDeliveries(query: ListQuery) {
  return useQuery(getCallbackDeliveriesQueryOptions(useApi(), query));
}
