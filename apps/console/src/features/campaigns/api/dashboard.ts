import { listQueryParams, type CampaignChannel, type ListQuery } from "@sendline/core";
import {
  campaignDashboardSchema,
  campaignSafelistSchema,
  campaignTransactionSchema,
  listResponseSchema,
} from "@sendline/core/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { successOf } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download";
import { useApi } from "../../../lib/app-context";
import { campaignKeys } from "./campaigns";

/** Keys of a campaign's dashboard data, under the campaign's channel so a resync refetches them. */
export const dashboardKeys = {
  charts: (channel: CampaignChannel, id: number) => [...campaignKeys.all(channel), "dashboard", id] as const,
  transactions: (channel: CampaignChannel, id: number) =>
    [...campaignKeys.all(channel), "transactions", id] as const,
  safelist: (channel: CampaignChannel, id: number) => [...campaignKeys.all(channel), "safelist", id] as const,
};

/** `GET /ajax/{ch}/campaign/{id}/dashboard`: the chart series and per-operator outcomes. */
export function useCampaignCharts(
  channel: CampaignChannel,
  id: number,
  options: { enabled: boolean; refetchInterval: number | false },
) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.charts(channel, id),
    queryFn: async () =>
      successOf(campaignDashboardSchema).parse(await api(`/ajax/${channel}/campaign/${id}/dashboard`)).data,
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
    placeholderData: keepPreviousData,
  });
}

/** `GET /ajax/{ch}/campaign/{id}/transactions/list`, paged by the server (SPEC §7). */
export function useCampaignTransactions(
  channel: CampaignChannel,
  id: number,
  query: ListQuery,
  options: { enabled: boolean; refetchInterval: number | false },
) {
  const api = useApi();
  return useQuery({
    queryKey: [...dashboardKeys.transactions(channel, id), query],
    queryFn: async () => {
      const search = new URLSearchParams(listQueryParams(query));
      const body = await api(`/ajax/${channel}/campaign/${id}/transactions/list?${search}`);
      return successOf(listResponseSchema(campaignTransactionSchema)).parse(body).data;
    },
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
    placeholderData: keepPreviousData,
  });
}

/** `GET /ajax/sms/campaign/{id}/safelist`, checked once per dashboard (SPEC §4). */
export function useSafelistCheck(channel: CampaignChannel, id: number) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.safelist(channel, id),
    queryFn: async () =>
      successOf(campaignSafelistSchema).parse(await api(`/ajax/${channel}/campaign/${id}/safelist`)).data,
    enabled: channel === "sms",
    staleTime: Infinity,
  });
}

/** Downloads the transactions as CSV (SPEC §4). */
export function useDownloadTransactions(channel: CampaignChannel, id: number) {
  const api = useApi();
  return () =>
    downloadFile(
      api,
      `/ajax/${channel}/campaign/${id}/transactions/download`,
      `campaign-${id}-transactions.csv`,
    );
}
