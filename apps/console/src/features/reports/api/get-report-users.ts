import { reportUserSchema, type ReportUser } from "@sendline/core/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { reportKeys } from "./report-keys";

export type { ReportUser };

const answerSchema = successOf(z.array(reportUserSchema));

/** `GET /ajax/reports/users`: the users a report filter offers, of the caller's or the named account. */
export async function getReportUsers(api: ApiClient, accountId: string | null) {
  const query = accountId ? `?${new URLSearchParams({ accountId })}` : "";
  return answerSchema.parse(await api(`/ajax/reports/users${query}`)).data;
}

export const getReportUsersQueryOptions = (api: ApiClient, accountId: string | null) =>
  queryOptions({
    queryKey: reportKeys.users(accountId),
    queryFn: () => getReportUsers(api, accountId),
    staleTime: 60_000,
  });

export function useReportUsers(accountId: string | null, enabled = true) {
  return useQuery({ ...getReportUsersQueryOptions(useApi(), accountId), enabled });
}
