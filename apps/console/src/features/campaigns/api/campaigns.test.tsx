import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ApiClient } from "../../../lib/api-client";
import { AppContext } from "../../../lib/app-context";
import type { ConsoleConfig } from "../../../lib/config";
import { campaignWire } from "../../../testing/campaign-fixtures";
import { campaignKeys, useCampaignAction, type CampaignAnswer } from "./campaigns";

afterEach(cleanup);

/** The action hook over a cache holding campaign 7, its API answering `answer` to every call. */
function actionOver(held: Record<string, unknown>, answer: Record<string, unknown>) {
  const queryClient = new QueryClient();
  const key = campaignKeys.detail("sms", 7);
  queryClient.setQueryData(key, campaignWire({ id: 7, ...held }));
  const api = (async () => ({ status: true, data: campaignWire({ id: 7, ...answer }) })) as ApiClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppContext
      value={{ config: {} as ConsoleConfig, api, upload: async () => ({ status: true, data: null }) }}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppContext>
  );
  const { result } = renderHook(() => useCampaignAction("sms"), { wrapper });
  const held_ = () => queryClient.getQueryData<CampaignAnswer>(key)!;
  return { act: () => act(() => result.current.mutateAsync({ id: 7, action: "pause" })), held: held_ };
}

describe("a campaign action's answer", () => {
  it("does not take the page back behind a push that arrived before it", async () => {
    // Paused at version 4 with 2 sent; the carrier's batch stored after the pause pushed version 5.
    const cache = actionOver(
      { version: 5, campaign_status_code: "paused", campaign_stats_sent: 3 },
      { version: 4, campaign_status_code: "paused", campaign_stats_sent: 2 },
    );
    await cache.act();
    expect(cache.held()).toMatchObject({ version: 5, campaign_stats_sent: 3 });
  });

  it("replaces what the page holds when it is newer", async () => {
    const cache = actionOver(
      { version: 5, campaign_status_code: "live", campaign_stats_sent: 3 },
      { version: 6, campaign_status_code: "paused", campaign_stats_sent: 3 },
    );
    await cache.act();
    expect(cache.held()).toMatchObject({ version: 6, campaign_status_code: "paused" });
  });
});
