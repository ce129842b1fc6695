import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { z } from "zod";
import { useApi } from "../../../app/provider";

const loginAttemptsSchema = z.object({
  status: z.literal(true),
  data: z.object({ attempts: z.coerce.number().int().nonnegative() }),
});

export type LoginAttempts = z.infer<typeof loginAttemptsSchema>["data"];

export async function getLoginAttempts(api: ApiClient): Promise<LoginAttempts> {
  return loginAttemptsSchema.parse(await api("/ajax/login/attempts")).data;
}

export const loginAttemptsQueryKey = ["auth", "login-attempts"] as const;

export const getLoginAttemptsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: loginAttemptsQueryKey, queryFn: () => getLoginAttempts(api) });

export function useLoginAttempts() {
  return useQuery(getLoginAttemptsQueryOptions(useApi()));
}
