import { listQueryParams, type CampaignChannel, type ListQuery } from "@sendline/core";
import {
  campaignDashboardSchema,
  campaignSafelistSchema,
  campaignTransactionSchema,
  listResponseSchema,
} from "@sendline/core/contract";
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download";
import { useApi } from "../../../lib/app-context";
import { campaignKeys, getCampaignQueryOptions } from "./campaigns";

/** Keys of a campaign's dashboard data, under the campaign's channel so a resync refetches them. */
export const dashboardKeys = {
  charts: (channel: CampaignChannel, id: number) => [...campaignKeys.all(channel), "dashboard", id] as const,
  transactions: (channel: CampaignChannel, id: number) =>
    [...campaignKeys.all(channel), "transactions", id] as const,
  safelist: (channel: CampaignChannel, id: number) => [...campaignKeys.all(channel), "safelist", id] as const,
};

/** `GET /ajax/{ch}/campaign/{id}/dashboard`: the chart series and per-operator outcomes. */
const campaignChartsQueryOptions = (api: ApiClient, channel: CampaignChannel, id: number) =>
  queryOptions({
    queryKey: dashboardKeys.charts(channel, id),
    queryFn: async () =>
      successOf(campaignDashboardSchema).parse(await api(`/ajax/${channel}/campaign/${id}/dashboard`)).data,
    placeholderData: keepPreviousData,
  });

export function useCampaignCharts(
  channel: CampaignChannel,
  id: number,
  options: { enabled: boolean; refetchInterval: number | false },
) {
  return useQuery({
    ...campaignChartsQueryOptions(useApi(), channel, id),
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
  });
}

/** The transactions' first page: newest first, ten a page. */
export const FIRST_TRANSACTIONS_QUERY: ListQuery = {
  page: 1,
  page_size: 10,
  sort_column: "id",
  sort_direction: "desc",
};

/** `GET /ajax/{ch}/campaign/{id}/transactions/list`, paged by the server (SPEC §7). */
const campaignTransactionsQueryOptions = (
  api: ApiClient,
  channel: CampaignChannel,
  id: number,
  query: ListQuery,
) =>
  queryOptions({
    queryKey: [...dashboardKeys.transactions(channel, id), query],
    queryFn: async () => {
      const search = new URLSearchParams(listQueryParams(query));
      const body = await api(`/ajax/${channel}/campaign/${id}/transactions/list?${search}`);
      return successOf(listResponseSchema(campaignTransactionSchema)).parse(body).data;
    },
    placeholderData: keepPreviousData,
  });

export function useCampaignTransactions(
  channel: CampaignChannel,
  id: number,
  query: ListQuery,
  options: { enabled: boolean; refetchInterval: number | false },
) {
  return useQuery({
    ...campaignTransactionsQueryOptions(useApi(), channel, id, query),
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
  });
}

/** `GET /ajax/sms/campaign/{id}/safelist`, checked once per dashboard (SPEC §4). */
const safelistQueryOptions = (api: ApiClient, channel: CampaignChannel, id: number) =>
  queryOptions({
    queryKey: dashboardKeys.safelist(channel, id),
    queryFn: async () =>
      successOf(campaignSafelistSchema).parse(await api(`/ajax/${channel}/campaign/${id}/safelist`)).data,
    staleTime: Infinity,
  });

export function useSafelistCheck(channel: CampaignChannel, id: number) {
  return useQuery({ ...safelistQueryOptions(useApi(), channel, id), enabled: channel === "sms" });
}

/**
 * Reads what a campaign's dashboard shows on arrival, all at once: the campaign, its charts, the
 * transactions' first page and (SMS) the safelist check. The charts and the transactions are read
 * whatever the campaign's status: a status that does not show them leaves the answers unused.
 */
export function prefetchDashboard(
  api: ApiClient,
  queryClient: QueryClient,
  channel: CampaignChannel,
  id: number,
) {
  return Promise.all([
    queryClient.ensureQueryData(getCampaignQueryOptions(api, channel, id)),
    queryClient.ensureQueryData(campaignChartsQueryOptions(api, channel, id)),
    queryClient.ensureQueryData(campaignTransactionsQueryOptions(api, channel, id, FIRST_TRANSACTIONS_QUERY)),
    channel === "sms" && queryClient.ensureQueryData(safelistQueryOptions(api, channel, id)),
  ]);
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
