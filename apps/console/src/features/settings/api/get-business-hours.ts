import { businessHoursBodySchema } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";

/** `GET /ajax/settings/business_hours`: the account's hours, null when sending is not restricted. */
export async function getBusinessHours(api: ApiClient) {
  return successOf(businessHoursBodySchema).parse(await api("/ajax/settings/business_hours")).data
    .business_hours;
}

export const businessHoursQueryKey = ["settings", "business-hours"] as const;

export const getBusinessHoursQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: businessHoursQueryKey, queryFn: () => getBusinessHours(api), staleTime: 60_000 });

export function useBusinessHours() {
  return useQuery(getBusinessHoursQueryOptions(useApi()));
}
