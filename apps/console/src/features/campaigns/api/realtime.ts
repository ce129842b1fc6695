import { CAMPAIGN_CHANNELS, type CampaignChannel } from "@sendline/core";
import { campaignAnswerSchema, type SocketEvent } from "@sendline/core/contract";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod/mini";
import { useRealtimeEvents, type SocketEventName } from "../../../lib/realtime";
import { campaignKeys, type CampaignAnswer } from "./campaigns";
import { dashboardKeys } from "./dashboard";

/** How often at most a pushed change refetches a campaign's charts and transactions. */
export const DASHBOARD_DATA_REFRESH_MS = 5000;

const pushedFields = z.partial(campaignAnswerSchema);

/** The channel of a campaign event type (`sms_campaign`), or null for other events. */
export function campaignChannelOf(type: string): CampaignChannel | null {
  const channel = type.endsWith("_campaign") ? type.slice(0, -"_campaign".length) : "";
  return (CAMPAIGN_CHANNELS as readonly string[]).includes(channel) ? (channel as CampaignChannel) : null;
}

/** The pushed fields, read by the contract, and only those the event carried. */
function pushedCampaign(data: SocketEvent["data"]): Partial<CampaignAnswer> | null {
  const parsed = pushedFields.safeParse(data);
  if (!parsed.success) return null;
  return Object.fromEntries(
    Object.keys(data)
      .filter((key) => key in parsed.data)
      .map((key) => [key, parsed.data[key as keyof CampaignAnswer]]),
  ) as Partial<CampaignAnswer>;
}

/**
 * Whether a push is older than what the cache holds: several server processes push one campaign,
 * and their snapshots can cross on the way, so the campaign's version (it grows with every change)
 * orders them.
 */
function isOlder(pushed: Partial<CampaignAnswer>, held: Partial<CampaignAnswer>): boolean {
  return pushed.version !== undefined && held.version !== undefined && pushed.version < held.version;
}

/** Refetches a campaign's charts and transactions, at most once per DASHBOARD_DATA_REFRESH_MS. */
function throttledRefetch(queryClient: QueryClient) {
  const last = new Map<string, number>();
  const pending = new Set<string>();
  return (channel: CampaignChannel, id: number) => {
    const key = `${channel}:${id}`;
    const run = () => {
      pending.delete(key);
      last.set(key, Date.now());
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.charts(channel, id) });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.transactions(channel, id) });
    };
    const wait = (last.get(key) ?? 0) + DASHBOARD_DATA_REFRESH_MS - Date.now();
    if (wait <= 0) return run();
    if (pending.has(key)) return;
    pending.add(key);
    setTimeout(run, wait);
  };
}

/**
 * Writes campaign events into the query cache (SPEC §7 "Realtime socket"): an update merges into
 * the campaign and the list rows that show it, so pages re-render from the push instead of polling
 * (one older than what is held is dropped);
 * a status change refetches the campaign once (its allowed actions and logs follow the status);
 * create and delete refetch the lists. Charts and transactions refetch at most every 5 s.
 */
export function useCampaignRealtime(): void {
  const queryClient = useQueryClient();
  const [refetchDashboard] = useState(() => throttledRefetch(queryClient));
  useRealtimeEvents(
    (name: SocketEventName, event: SocketEvent) => {
      const channel = campaignChannelOf(event.type);
      if (!channel) return;
      const lists = { queryKey: [...campaignKeys.all(channel), "list"] };
      if (name !== "update") {
        if (name === "delete")
          queryClient.removeQueries({ queryKey: campaignKeys.detail(channel, event.data.id) });
        void queryClient.invalidateQueries(lists);
        return;
      }
      const pushed = pushedCampaign(event.data);
      if (!pushed) return;
      const detailKey = campaignKeys.detail(channel, event.data.id);
      const before = queryClient.getQueryData<CampaignAnswer>(detailKey);
      if (before && isOlder(pushed, before)) return;
      if (before) queryClient.setQueryData<CampaignAnswer>(detailKey, { ...before, ...pushed });
      queryClient.setQueriesData<{ data: CampaignAnswer[] }>(lists, (page) =>
        page && page.data.some((row) => row.id === event.data.id && !isOlder(pushed, row))
          ? {
              ...page,
              data: page.data.map((row) =>
                row.id === event.data.id && !isOlder(pushed, row) ? { ...row, ...pushed } : row,
              ),
            }
          : page,
      );
      const statusChanged =
        pushed.campaign_status_code !== undefined &&
        before !== undefined &&
        before.campaign_status_code !== pushed.campaign_status_code;
      if (statusChanged) {
        void queryClient.invalidateQueries({ queryKey: detailKey });
        void queryClient.invalidateQueries(lists);
      }
      refetchDashboard(channel, event.data.id);
    },
    () => void queryClient.invalidateQueries({ queryKey: ["campaigns"] }),
  );
}
