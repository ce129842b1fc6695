import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { useApi } from "../../../app/provider";
import type { ApiClient } from "../../../lib/api-client";

const flag = z.union([z.boolean(), z.number(), z.null()]).transform((value) => Boolean(value));

/** The session fields of SPEC §3 that the console reloads from the server. */
const currentUserSchema = z.object({
  id: z.coerce.number(),
  account_id: z.coerce.number().nullable(),
  fname: z.string().nullable().default(""),
  lname: z.string().nullable().default(""),
  email: z.string(),
  mobile: z.string().nullable().optional(),
  role_name: z.string(),
  role_code: z.string(),
  role_is_non_account: flag,
  user_status: z.string().nullable().optional(),
  date_created: z.string().nullable().optional(),
  password_last_updated: z.string().nullable().optional(),
  twofa_enabled: flag,
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export async function getCurrentUser(api: ApiClient): Promise<CurrentUser> {
  const body = z.object({ data: currentUserSchema }).parse(await api("/ajax/settings/current_user"));
  return body.data;
}

export const currentUserQueryKey = ["current-user"] as const;

export const getCurrentUserQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: () => getCurrentUser(api), staleTime: 60_000 });

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions(useApi()));
}
