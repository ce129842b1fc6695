import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  createRealtimeHub,
  StaticRealtimeProvider,
  type RealtimeHub,
  type RealtimeStatus,
} from "../../../lib/realtime";
import { campaignWire, listPage } from "../../../testing/campaign-fixtures";
import { fakeApi, withFakeApi, type FakeRoutes } from "../../../testing/fake-api";
import { useCampaignRealtime } from "../api/realtime";
import { CampaignDashboard } from "./campaign-dashboard";
import { expectNoSidewaysScroll, onPhone, onTablet } from "../../../testing/viewport";

// Stories run on a clock fixed at 2026-03-14 09:30 Manila (01:30 UTC); dates are set around it.
const NOW = Date.parse("2026-03-14T01:30:00.000Z");
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();
const daysAgo = (days: number) => at(-days * 24 * 60);

/** Writes pushes into the query cache as the signed-in shell does. */
function PushesIntoCache({ children }: { children: ReactNode }) {
  useCampaignRealtime();
  return children;
}

/** The socket as the dashboard sees it: fixed at `status`, delivering what `hub.emit` sends. */
function withRealtime(status: RealtimeStatus, hub: RealtimeHub = createRealtimeHub()): Decorator {
  return (Story) => (
    <StaticRealtimeProvider status={status} hub={hub}>
      <PushesIntoCache>
        <Story />
      </PushesIntoCache>
    </StaticRealtimeProvider>
  );
}

const LOGS = [
  { message: "Campaign created", date_created: at(-90) },
  { message: "Campaign went live", date_created: at(-62) },
  { message: "Sending started on route PH-STANDARD", date_created: at(-61) },
  { message: "Campaign paused by owner@acme.test", date_created: at(-40) },
  { message: "Campaign resumed by owner@acme.test", date_created: at(-35) },
  { message: "Sending at 120 messages a minute", date_created: at(-30) },
];

const SENDING = {
  total_recipients: 1200,
  total_sms: 1200,
  date_triggered: at(-62),
  campaign_stats_sent: 840,
  campaign_stats_delivered: 702,
  campaign_stats_bounced: 38,
  campaign_stats_hard_bounced: 23,
  campaign_stats_soft_bounced: 15,
  campaign_stats_rejected: 12,
  campaign_stats_pending: 88,
  campaign_stats_sending: 360,
  campaign_stats_sending_rate: 120,
  logs: LOGS.slice(0, 3),
};

const CHARTS = {
  interval_seconds: 300,
  series: Array.from({ length: 12 }, (_, index) => ({
    time: at(-60 + index * 5),
    delivered: [40, 62, 75, 70, 66, 58, 61, 54, 60, 57, 50, 49][index] ?? 0,
    failed: [2, 5, 3, 6, 4, 7, 3, 4, 5, 4, 3, 4][index] ?? 0,
  })),
  operators: [
    { operator: "Globe", sent: 402, delivered: 338, pending: 40, bounced: 18, rejected: 6 },
    { operator: "Smart", sent: 371, delivered: 310, pending: 38, bounced: 17, rejected: 6 },
    { operator: "DITO", sent: 67, delivered: 54, pending: 10, bounced: 3, rejected: 0 },
  ],
};

const OUTCOMES = ["delivered", "delivered", "pending", "hard_bounced", "delivered", "rejected"] as const;
const TRANSACTIONS = Array.from({ length: 10 }, (_, index) => {
  const status = OUTCOMES[index % OUTCOMES.length] ?? "delivered";
  return {
    id: 900 - index,
    recipient: `63917${String(5550100 + index)}`,
    operator: index % 3 === 0 ? "Smart" : "Globe",
    status,
    dlr_code: { delivered: 1, pending: 8, hard_bounced: 2, soft_bounced: 2, rejected: 16 }[status],
    cost: 0.35,
    date: at(-index),
  };
});

/** The dashboard's calls answered for a campaign with `overrides`; transactions span 3 pages. */
function dashboardRoutes(overrides: Record<string, unknown>, extra: FakeRoutes = {}): FakeRoutes {
  return {
    "GET /ajax/sms/campaign/:id": { data: campaignWire({ actions: ["summary"], ...overrides }) },
    "GET /ajax/sms/campaign/:id/dashboard": { data: CHARTS },
    "GET /ajax/sms/campaign/:id/transactions/list": ({ query }) => {
      const status = query.get("filter[status]");
      const rows = status ? TRANSACTIONS.filter((row) => row.status === status) : TRANSACTIONS;
      return { data: { ...listPage(rows), total_pages: status ? 1 : 3, has_next: status ? 0 : 1 } };
    },
    "GET /ajax/sms/campaign/:id/safelist": { data: { safelisted: true, urls: [] } },
    ...extra,
  };
}

const meta = {
  title: "Console/Campaigns/CampaignDashboard",
  component: CampaignDashboard,
  args: { channel: "sms", id: 42, summaryHref: "/sms-campaign/42", onNavigate: fn() },
  // Chromium anti-aliases the chart's canvas text in one of two ways from run to run, and running
  // clocks tick: layout, figures and bars still have to match.
  parameters: { screenshot: { allowedMismatchedPixelRatio: 0.004 } },
} satisfies Meta<typeof CampaignDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the delivery chart to be painted (it draws 1.5 s after its data settles, SPEC §9). */
const chartDrawn = (canvas: HTMLElement) =>
  waitFor(
    () =>
      expect(canvas.querySelector("[data-slot=time-series-chart][data-state=drawn] tbody tr")).not.toBeNull(),
    { timeout: 4000 },
  );

/** A figure of a stats list by its key, exactly as counted (the shown one may be abbreviated). */
const figure = (canvas: HTMLElement, list: string, key: string) =>
  canvas.querySelector(`[aria-label="${list}"] [data-stat="${key}"] [title]`)?.getAttribute("title");

export const Scheduled: Story = {
  decorators: [
    withRealtime("live"),
    withFakeApi(
      dashboardRoutes({
        campaign_status_code: "scheduled",
        campaign_start: at(2 * 60 + 15),
        actions: ["summary", "cancel_schedule"],
      }),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { name: "Weekend promo" });
    await expect(
      canvas.getByText(/^Sending starts in 2 hours 1[45] minutes( \d+ seconds?)?\.$/),
    ).toBeVisible();
    // Nothing has been sent: no figures, no actions of a running campaign.
    await expect(canvasElement.querySelector('[aria-label="Delivery"]')).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

const liveHub = createRealtimeHub();
export const LiveByPushes: Story = {
  decorators: [
    withRealtime("live", liveHub),
    withFakeApi(
      dashboardRoutes({ campaign_status_code: "live", actions: ["summary", "pause", "stop"], ...SENDING }),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText("Live updates");
    await expect(canvas.getByTestId("dashboard-timing")).toHaveTextContent(
      /^Sending for 1 hour 30 minutes( \d+ seconds?)?$/,
    );
    await expect(canvas.getByTestId("data-age")).toHaveTextContent("Data: RealTime");
    await expect(canvas.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Stop" })).toBeVisible();
    await expect(figure(canvasElement, "Delivery", "campaign_stats_sent")).toBe("840");
    await canvas.findByRole("rowheader", { name: "DITO" });
    await canvas.findByRole("cell", { name: "639175550100" });

    // A push moves the figures with no request for the campaign.
    liveHub.emit("update", {
      type: "sms_campaign",
      data: { id: 42, campaign_stats_sent: 905, campaign_stats_delivered: 760 },
    });
    await waitFor(() => expect(figure(canvasElement, "Delivery", "campaign_stats_sent")).toBe("905"));
    liveHub.emit("update", {
      type: "sms_campaign",
      data: { id: 42, campaign_stats_sent: 840, campaign_stats_delivered: 702 },
    });
    await waitFor(() => expect(figure(canvasElement, "Delivery", "campaign_stats_sent")).toBe("840"));
    await chartDrawn(canvasElement);
  },
};

const crossingHub = createRealtimeHub();
/** Two server processes push one campaign; their snapshots cross on the way. */
export const PushesOutOfOrder: Story = {
  decorators: [
    withRealtime("live", crossingHub),
    withFakeApi(
      dashboardRoutes({ campaign_status_code: "live", actions: ["summary", "pause", "stop"], ...SENDING }),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText("Live updates");
    await expect(figure(canvasElement, "Delivery", "campaign_stats_sent")).toBe("840");
    crossingHub.emit("update", {
      type: "sms_campaign",
      data: { id: 42, version: 12, campaign_stats_sent: 905, campaign_stats_delivered: 760 },
    });
    await waitFor(() => expect(figure(canvasElement, "Delivery", "campaign_stats_sent")).toBe("905"));
    // An older snapshot arriving late is dropped: the figures never go backwards.
    crossingHub.emit("update", {
      type: "sms_campaign",
      data: { id: 42, version: 11, campaign_stats_sent: 870, campaign_stats_delivered: 731 },
    });
    crossingHub.emit("update", {
      type: "sms_campaign",
      data: { id: 42, version: 13, campaign_stats_sent: 960, campaign_stats_delivered: 801 },
    });
    await waitFor(() => expect(figure(canvasElement, "Delivery", "campaign_stats_sent")).toBe("960"));
    crossingHub.emit("update", {
      type: "sms_campaign",
      data: { id: 42, version: 12, campaign_stats_sent: 905, campaign_stats_delivered: 760 },
    });
    await new Promise((done) => setTimeout(done, 100));
    await expect(figure(canvasElement, "Delivery", "campaign_stats_sent")).toBe("960");
    await chartDrawn(canvasElement);
  },
};

const reconnectingApi = fakeApi(
  dashboardRoutes({ campaign_status_code: "live", actions: ["summary", "pause", "stop"], ...SENDING }),
);
export const ReconnectingPollsEverySecond: Story = {
  decorators: [withRealtime("reconnecting"), withFakeApi(reconnectingApi)],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText("Reconnecting… updating every second meanwhile");
    const reads = () => reconnectingApi.calls.filter((call) => call.path === "/ajax/sms/campaign/42").length;
    const before = reads();
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(before + 2), { timeout: 3500 });
    await chartDrawn(canvasElement);
  },
};

// The first read answers, the API is then out of reach: every read after it fails.
let outageReads = 0;
const outageApi = fakeApi(
  dashboardRoutes(
    {},
    {
      "GET /ajax/sms/campaign/:id": () =>
        outageReads++ === 0
          ? {
              data: campaignWire({
                campaign_status_code: "live",
                actions: ["summary", "pause", "stop"],
                ...SENDING,
              }),
            }
          : { fail: 503, message: "Service Unavailable" },
    },
  ),
);
export const ReconnectingKeepsFiguresThroughFailedReads: Story = {
  decorators: [withRealtime("reconnecting"), withFakeApi(outageApi)],
  beforeEach: () => {
    outageReads = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText("Reconnecting… updating every second meanwhile");
    const reads = () => outageApi.calls.filter((call) => call.path === "/ajax/sms/campaign/42").length;
    const before = reads();
    // A poll and its retry fail, then the next poll: the dashboard still shows the figures it had.
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(before + 3), { timeout: 6000 });
    await expect(canvas.queryByText("This campaign could not be loaded.")).toBeNull();
    await expect(canvas.getByText("Reconnecting… updating every second meanwhile")).toBeVisible();
    await expect(figure(canvasElement, "Delivery", "campaign_stats_sent")).toBe("840");
    await chartDrawn(canvasElement);
  },
};

const pausedApi = fakeApi(
  dashboardRoutes(
    {
      campaign_status_code: "paused",
      actions: ["summary", "resume", "stop", "mark_complete"],
      ...SENDING,
      campaign_stats_sending: 0,
      campaign_stats_sending_rate: 0,
    },
    {
      "GET /ajax/sms/resume/:id": {
        data: campaignWire({
          campaign_status_code: "live",
          actions: ["summary", "pause", "stop"],
          ...SENDING,
        }),
      },
    },
  ),
);
export const PausedResumes: Story = {
  decorators: [withRealtime("live"), withFakeApi(pausedApi)],
  play: async ({ canvas }) => {
    await canvas.findByText("Live updates");
    await expect(canvas.getByRole("button", { name: "Mark Complete" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Resume" }));
    await waitFor(() => expect(pausedApi.calls.map((call) => call.path)).toContain("/ajax/sms/resume/42"));
    await canvas.findByRole("button", { name: "Pause" });
    await expect(canvas.queryByRole("button", { name: "Resume" })).toBeNull();
  },
  // The resumed campaign's clock ticks on; the screenshot is of the paused one's layout.
  parameters: { screenshot: false },
};

export const PausedActionsHiddenInAModuleView: Story = {
  args: { showActions: false },
  decorators: [
    withRealtime("live"),
    withFakeApi(
      dashboardRoutes({
        campaign_status_code: "paused",
        actions: ["summary", "resume", "stop", "mark_complete"],
        ...SENDING,
        logs: LOGS.slice(0, 4),
      }),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText("Live updates");
    await expect(canvas.getByTestId("dashboard-timing")).toHaveTextContent(/^Sending for/);
    await expect(canvas.queryByRole("button", { name: "Resume" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Stop" })).toBeNull();
    await chartDrawn(canvasElement);
  },
};

export const Stopped: Story = {
  decorators: [
    withRealtime("live"),
    withFakeApi(
      dashboardRoutes({
        campaign_status_code: "stopped",
        actions: ["summary", "mark_complete"],
        ...SENDING,
        campaign_stats_sending: 0,
        date_last_updated: at(-20),
      }),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { name: "Deliveries over time" });
    // Nothing moves once stopped: no live line, no clock.
    await expect(canvas.queryByText("Live updates")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Mark Complete" })).toBeVisible();
    await canvas.findByRole("heading", { name: "Transactions" });
    await chartDrawn(canvasElement);
  },
};

const completedApi = fakeApi(
  dashboardRoutes({
    campaign_status_code: "completed",
    ...SENDING,
    campaign_stats_sent: 1200,
    campaign_stats_delivered: 1110,
    campaign_stats_pending: 0,
    campaign_stats_sending: 0,
    campaign_stats_sending_rate: 0,
    date_completed: at(-5),
    logs: [...LOGS, { message: "Campaign completed", date_created: at(-5) }],
  }),
);
export const Completed: Story = {
  decorators: [withRealtime("live"), withFakeApi(completedApi)],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("rowheader", { name: "Globe" });
    await expect(figure(canvasElement, "Delivery", "campaign_stats_delivered")).toBe("1,110");
    await expect(canvas.queryByRole("button", { name: "Pause" })).toBeNull();
    await expect(canvas.getByTestId("data-age")).toHaveTextContent("Data: RealTime");

    // The timeline shows the last four entries, and all of them on request.
    const timeline = within(canvas.getByRole("heading", { name: "Timeline" }).closest("section")!);
    await expect(timeline.getAllByRole("listitem")).toHaveLength(4);
    await userEvent.click(timeline.getByRole("button", { name: "Show all 7" }));
    await expect(timeline.getAllByRole("listitem")).toHaveLength(7);
    await expect(timeline.getByText("Campaign created")).toBeVisible();
    await userEvent.click(timeline.getByRole("button", { name: "Show fewer" }));

    // Transactions: filtered by outcome on the server, paged by the server.
    const transactions = await canvas.findByRole("table", { name: "Transactions" });
    await expect(within(transactions).getAllByRole("row")).toHaveLength(11);
    await userEvent.selectOptions(canvas.getByLabelText("Outcome"), "Rejected");
    await waitFor(() => expect(within(transactions).getAllByRole("row")).toHaveLength(2));
    await expect(completedApi.calls.at(-1)?.query.get("filter[status]")).toBe("rejected");
    await userEvent.selectOptions(canvas.getByLabelText("Outcome"), "All outcomes");
    await waitFor(() => expect(within(transactions).getAllByRole("row")).toHaveLength(11));
    await userEvent.click(canvas.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(completedApi.calls.at(-1)?.query.get("page")).toBe("2"));
    await chartDrawn(canvasElement);
  },
};

export const CompletedAwaitingReceipts: Story = {
  decorators: [
    withRealtime("live"),
    withFakeApi(
      dashboardRoutes({
        campaign_status_code: "completed",
        ...SENDING,
        campaign_stats_sent: 1995,
        campaign_stats_delivered: 1937,
        campaign_stats_pending: 58,
        campaign_stats_sending: 0,
        campaign_stats_sending_rate: 0,
        date_completed: at(-5),
      }),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { name: "Weekend promo" });
    await expect(canvasElement.querySelector("[data-slot=status-badge]")).toHaveTextContent(
      "Sent, awaiting receipts",
    );
    const sent = canvasElement.querySelector('[aria-label="Delivery"] [data-stat="campaign_stats_sent"]')!;
    await expect(within(sent as HTMLElement).getByText("2k")).toHaveAttribute("title", "1,995");
    await expect(within(sent as HTMLElement).getByText("1,995")).toHaveClass("sr-only");
    await chartDrawn(canvasElement);
  },
};

export const CancelledShowsTheSpan: Story = {
  decorators: [
    withRealtime("live"),
    withFakeApi(
      dashboardRoutes({
        campaign_status_code: "cancelled",
        ...SENDING,
        campaign_stats_sent: 120,
        campaign_stats_delivered: 110,
        campaign_stats_pending: 0,
        campaign_stats_sending: 0,
        campaign_stats_bounced: 6,
        campaign_stats_hard_bounced: 6,
        campaign_stats_soft_bounced: 0,
        campaign_stats_rejected: 4,
        date_cancelled: at(-50),
        logs: [],
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId("dashboard-timing")).toHaveTextContent("Ran for 12 minutes");
    // Cancelled campaigns list their transactions but draw no chart (SPEC §4).
    await canvas.findByRole("heading", { name: "Transactions" });
    await expect(canvas.queryByRole("heading", { name: "Deliveries over time" })).toBeNull();
  },
};

export const RejectedHasNoChartsNorTransactions: Story = {
  decorators: [
    withRealtime("live"),
    withFakeApi(
      dashboardRoutes({
        campaign_status_code: "rejected",
        reject_reason: "Use the promo sender ID",
        date_approved_rejected: at(-10),
        actions: ["summary", "edit"],
      }),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-label="Delivery"]')).not.toBeNull());
    await expect(canvas.queryByRole("heading", { name: "Deliveries over time" })).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Transactions" })).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const ArchivedData: Story = {
  decorators: [
    withRealtime("live"),
    withFakeApi(
      dashboardRoutes({
        campaign_status_code: "completed",
        ...SENDING,
        campaign_stats_pending: 0,
        campaign_stats_sending: 0,
        date_triggered: daysAgo(30),
        date_completed: daysAgo(29),
        logs: [],
      }),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId("data-age")).toHaveTextContent("Data: Archived");
    await chartDrawn(canvasElement);
  },
};

export const UnsafelistedLinkIsFlagged: Story = {
  decorators: [
    withRealtime("live"),
    withFakeApi(
      dashboardRoutes(
        {
          campaign_status_code: "live",
          actions: ["summary", "pause", "stop"],
          ...SENDING,
          message: "Sale today: https://acme-deals.example/sale",
        },
        {
          "GET /ajax/sms/campaign/:id/safelist": {
            data: { safelisted: false, urls: ["https://acme-deals.example/sale"] },
          },
        },
      ),
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("https://acme-deals.example/sale");
    await chartDrawn(canvasElement);
  },
};

const VIBER_CARDS = ["Sandals", "Hats", "Towels"].map((title) => ({
  title,
  image: null,
  primaryButtonText: "Shop now",
  primaryButtonUrl: `https://acme.example.com/${title.toLowerCase()}`,
  secondaryButtonText: "",
  secondaryButtonUrl: "",
}));

const viberRoutes = Object.fromEntries(
  Object.entries(
    dashboardRoutes({
      campaign_type_code: "viber",
      campaign_type_name: "VIBER",
      name: "Summer catalogue",
      campaign_status_code: "completed",
      date_completed: at(-5),
      message: "",
      carousel: { items: VIBER_CARDS },
      fallback_message: "Acme summer catalogue: https://acme.example.com/summer",
      ...SENDING,
      campaign_stats_sent: 1200,
      campaign_stats_delivered: 1110,
      campaign_stats_sending: 0,
      campaign_stats_sending_rate: 0,
      viber_campaign_stats_viber_delivered: 984,
      viber_campaign_stats_fallback_delivered: 126,
    }),
  ).map(([route, answer]) => [route.replace("/ajax/sms/", "/ajax/viber/"), answer]),
);

export const ViberDeliveredAndFallback: Story = {
  args: { channel: "viber", summaryHref: "/viber-campaign/42" },
  decorators: [withRealtime("live"), withFakeApi(viberRoutes)],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("heading", { name: "Summer catalogue" });
    // What was sent: the carousel's cards and the SMS fallback.
    const cards = within(canvas.getByRole("list", { name: "Carousel cards" }));
    await expect(cards.getAllByRole("listitem")).toHaveLength(3);
    await expect(cards.getAllByRole("link", { name: "Shop now" })[0]).toHaveAttribute(
      "href",
      "https://acme.example.com/sandals",
    );
    await expect(canvas.getByText(/^SMS fallback:/).parentElement).toHaveTextContent("(1 segment)");
    // Delivered by Viber and by the fallback, apart.
    await expect(figure(canvasElement, "Delivery", "viber_campaign_stats_viber_delivered")).toBe("984");
    await expect(figure(canvasElement, "Delivery", "viber_campaign_stats_fallback_delivered")).toBe("126");
    await expect(canvas.queryByRole("button", { name: "Pause" })).toBeNull();
    await canvas.findByRole("rowheader", { name: "Globe" });
    await chartDrawn(canvasElement);
  },
};

/** On a phone the figures, the charts and the tables fit the width; the tables scroll in their own box. */
export const CompletedOnPhone: Story = {
  globals: onPhone,
  decorators: [withRealtime("live"), withFakeApi(completedApi)],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("rowheader", { name: "Globe" });
    await canvas.findByRole("table", { name: "Transactions" });
    await chartDrawn(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    await expect(canvas.getByRole("region", { name: "Transactions table" })).toHaveAttribute("tabindex", "0");
  },
};

export const CompletedOnTablet: Story = {
  globals: onTablet,
  decorators: [withRealtime("live"), withFakeApi(completedApi)],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("rowheader", { name: "Globe" });
    await chartDrawn(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
