import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { useApi } from "../../../lib/app-context";
import type { ApiClient } from "../../../lib/api-client";

const staffAccountsSchema = z.object({
  status: z.literal(true),
  data: z.array(z.object({ id: z.coerce.number(), name: z.string() })),
});

export type StaffAccount = z.infer<typeof staffAccountsSchema>["data"][number];

/** Accounts a non-account staff user may enter (SPEC §6: from the admin data service). */
export async function getStaffAccounts(api: ApiClient, q = ""): Promise<StaffAccount[]> {
  const body = await api("/admin/data/accounts", { query: { q: q || undefined, resource: "account" } });
  return staffAccountsSchema.parse(body).data;
}

export const getStaffAccountsQueryOptions = (api: ApiClient, q = "") =>
  queryOptions({ queryKey: ["admin-data", "accounts", q], queryFn: () => getStaffAccounts(api, q) });

export function useStaffAccounts(q = "", enabled = true) {
  return useQuery({ ...getStaffAccountsQueryOptions(useApi(), q), enabled });
}
