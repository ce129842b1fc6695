import { queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { loginAttemptsDataSchema, type LoginAttemptsData } from "@sendline/core/contract";
import { useApi } from "../../../lib/app-context";

export type LoginAttempts = LoginAttemptsData;

export async function getLoginAttempts(api: ApiClient): Promise<LoginAttempts> {
  return successOf(loginAttemptsDataSchema).parse(await api("/ajax/login/attempts", { quiet: true })).data;
}

export const loginAttemptsQueryKey = ["auth", "login-attempts"] as const;

export const getLoginAttemptsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: loginAttemptsQueryKey, queryFn: () => getLoginAttempts(api) });

export function useLoginAttempts() {
  return useQuery(getLoginAttemptsQueryOptions(useApi()));
}
