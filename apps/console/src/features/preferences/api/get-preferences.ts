import { preferencesSchema, type Preferences } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { preferenceKeys } from "./preference-keys";

export type { Preferences };

const answerSchema = successOf(preferencesSchema);

/** `GET /ajax/preferences`: the signed-in user's colour theme, kept on the server. */
export async function getPreferences(api: ApiClient) {
  return answerSchema.parse(await api("/ajax/preferences")).data;
}

export const getPreferencesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: preferenceKeys.all, queryFn: () => getPreferences(api), staleTime: Infinity });

export function usePreferences() {
  return useQuery(getPreferencesQueryOptions(useApi()));
}
