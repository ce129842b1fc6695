import { accessControlSchema, type AccessControl, type AccessModule } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import { successOf, type ApiClient } from "../../../lib/api-client";

export type { AccessControl, AccessModule };

export async function getAccessControl(api: ApiClient): Promise<AccessControl> {
  return successOf(accessControlSchema).parse(await api("/api/access-control")).data;
}

export const accessControlQueryKey = ["access-control"] as const;

export const getAccessControlQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: accessControlQueryKey,
    queryFn: () => getAccessControl(api),
    staleTime: Infinity,
  });

export function useAccessControl() {
  return useQuery(getAccessControlQueryOptions(useApi()));
}
