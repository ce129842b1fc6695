import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CampaignList } from "../../features/campaigns/components/campaign-list";
import { AppContext } from "../../lib/app-context";
import { defaultConfig } from "../../lib/config";
import { lazyRetry } from "../../lib/lazy-retry";
import { createQueryClient } from "../../lib/query-client";
import { clearSession, writeSession } from "../../lib/session";
import { campaignWire, listPage, REFERENCE } from "../../testing/campaign-fixtures";
import { fakeApi } from "../../testing/fake-api";
import { ownerUser } from "../../testing/user-fixtures";
import { prepareFirstScreen } from "./signed-in";

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});

const access = {
  access: { "/sms-campaign": ["sms_campaign_search"] },
  modules: [{ name: "SMS", state: "sms-campaign", submenu: [] }],
};

function consoleApi() {
  return fakeApi({
    "GET /ajax/settings/current_user": { data: ownerUser },
    "GET /api/access-control": { data: access },
    "GET /ajax/preferences": { data: { theme: "light" } },
    "GET /api/tour-states": { data: {} },
    "GET /ajax/account/details": { data: { id: 1, name: "Acme", is_trial: 0 } },
    "GET /ajax/sms/campaign/list": {
      data: listPage([campaignWire({ id: 7, name: "Spring sale", campaign_status_code: "completed" })]),
    },
    "GET /ajax/data/campaign_status": { data: REFERENCE.campaign_status },
  });
}

const at = (path: string) => ({ pathname: path, search: "" }) as Location;

describe("prepareFirstScreen", () => {
  it("sends the shell's reads and the screen's together, and resolves once they are in", async () => {
    writeSession({ id: 1, account_id: 1, token: "t" });
    const api = consoleApi();
    const queryClient = createQueryClient();

    await prepareFirstScreen(api, queryClient, at("/sms-campaign"));

    expect(api.calls.map((call) => call.path).sort()).toEqual([
      "/ajax/account/details",
      "/ajax/data/campaign_status",
      "/ajax/preferences",
      "/ajax/settings/current_user",
      "/ajax/sms/campaign/list",
      "/api/access-control",
      "/api/tour-states",
    ]);
    const list = api.calls.find((call) => call.path === "/ajax/sms/campaign/list")!;
    expect(Object.fromEntries(list.query)).toMatchObject({ page: "1", page_size: "10" });
  });

  it("reads the list as the list asks for it: the list renders its rows at once and asks nothing more", async () => {
    writeSession({ id: 1, account_id: 1, token: "t" });
    // The page size the user left the list at.
    localStorage.setItem("sendline:page-size:sms-campaigns", "25");
    const api = consoleApi();
    const queryClient = createQueryClient();
    await prepareFirstScreen(api, queryClient, at("/sms-campaign"));
    const list = api.calls.find((call) => call.path === "/ajax/sms/campaign/list")!;
    expect(list.query.get("page_size")).toBe("25");
    const asked = api.calls.length;

    render(
      <AppContext value={{ config: defaultConfig, api, upload: async () => ({ status: true, data: null }) }}>
        <QueryClientProvider client={queryClient}>
          <CampaignList channel="sms" canSearch />
        </QueryClientProvider>
      </AppContext>,
    );

    // In the first render, not after a request.
    expect(screen.getByText("Spring sale")).toBeTruthy();
    await new Promise((done) => setTimeout(done, 50));
    expect(api.calls).toHaveLength(asked);
  });

  it("leaves the balance out outside an account (staff)", async () => {
    writeSession({ id: 1, account_id: null, token: "t" });
    const api = consoleApi();
    await prepareFirstScreen(api, createQueryClient(), at("/admin/accounts"));
    expect(api.calls.map((call) => call.path)).not.toContain("/ajax/account/details");
  });
});

describe("lazyRetry", () => {
  it("renders a preloaded chunk at once, without its loading state", async () => {
    const Screen = lazyRetry(async () => ({ default: () => <h1>Loaded screen</h1> }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole("heading", { name: "Loaded screen" })).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("shows the loading state for a chunk not yet loaded", async () => {
    const Screen = lazyRetry(async () => ({ default: () => <h1>Late screen</h1> }));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Late screen" })).toBeTruthy();
  });
});
