import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { reportKeys } from "./report-keys";

const answerSchema = successOf(z.array(z.object({ id: z.coerce.number(), name: z.string() })));

export type ReportAccount = z.infer<typeof answerSchema>["data"][number];

/** `GET /admin/data/accounts?q=`: the accounts staff pick a report's account among (SPEC §6). */
export async function getReportAccounts(api: ApiClient, q = "") {
  return answerSchema.parse(await api("/admin/data/accounts", { query: { q: q || undefined } })).data;
}

export const getReportAccountsQueryOptions = (api: ApiClient, q = "") =>
  queryOptions({
    queryKey: reportKeys.accounts(q),
    queryFn: () => getReportAccounts(api, q),
    staleTime: 60_000,
  });

export function useReportAccounts(q = "", enabled = true) {
  return useQuery({ ...getReportAccountsQueryOptions(useApi(), q), enabled });
}
