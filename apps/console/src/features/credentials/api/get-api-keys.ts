import { listQueryParams, type ListQuery } from "@sendline/core";
import { apiKeySchema, listResponseSchema, type ApiKey } from "@sendline/core/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { credentialKeys } from "./credential-keys";

export type { ApiKey };

const answerSchema = successOf(listResponseSchema(apiKeySchema));

/** `GET /ajax/credentials/api_keys/list`: the account's live API keys, never their secrets. */
export async function getApiKeys(api: ApiClient, query: ListQuery) {
  const search = new URLSearchParams(listQueryParams(query));
  return answerSchema.parse(await api(`/ajax/credentials/api_keys/list?${search}`)).data;
}

export const getApiKeysQueryOptions = (api: ApiClient, query: ListQuery) =>
  queryOptions({
    queryKey: credentialKeys.apiKeyList(query),
    queryFn: () => getApiKeys(api, query),
    placeholderData: keepPreviousData,
  });

export function useApiKeys(query: ListQuery) {
  return useQuery(getApiKeysQueryOptions(useApi(), query));
}
