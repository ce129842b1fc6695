import { currentUserSchema, type CurrentUser } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import { successOf, type ApiClient } from "../../../lib/api-client";

export type { CurrentUser };

export async function getCurrentUser(api: ApiClient): Promise<CurrentUser> {
  return successOf(currentUserSchema).parse(await api("/ajax/settings/current_user")).data;
}

export const currentUserQueryKey = ["current-user"] as const;

export const getCurrentUserQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: () => getCurrentUser(api), staleTime: 60_000 });

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions(useApi()));
}
