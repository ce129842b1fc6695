import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { campaignWire, listPage, referenceRoutes } from "../../../testing/campaign-fixtures";
import { fakeApi, type FakeRoutes } from "../../../testing/fake-api";
import { AppContextProvider } from "../../../lib/app-context";
import { defaultConfig } from "../../../lib/config";
import { expectNoSidewaysScroll, onPhone, onTablet } from "../../../testing/viewport";
import { CampaignList } from "./campaign-list";

const rows = [
  campaignWire(),
  campaignWire({
    id: 43,
    name: "Payday reminder",
    campaign_status_code: "completed",
    total_recipients: 1200,
    date_completed: "2026-11-23T10:00:00.000Z",
    actions: ["summary"],
  }),
];

const routes: FakeRoutes = {
  ...referenceRoutes,
  "GET /ajax/sms/campaign/list": ({ query }) => {
    const status = query.get("filter[campaign_status_code]");
    const tests = query.get("filter[is_test_campaign]") === "1";
    const data = tests ? [] : status ? rows.filter((row) => row.campaign_status_code === status) : rows;
    return { data: listPage(data) };
  },
  "GET /ajax/sms/campaign/:id/review": {
    data: {
      channel: "sms",
      recipients: 10,
      segments: { min: 1, max: 1, counts: [{ segments: 1, recipients: 10 }] },
      total_sms: 10,
      cost_per_segment: 0.35,
      currency_code: "PHP",
      estimate: 3.5,
      available_balance: 100,
      free_messages: null,
      campaign_start: null,
      timezone_name: null,
      preview: { recipient: "639171234567", sender_id: "ACME", text: "Hello", subject: null, html: null },
    },
  },
  "GET /ajax/sms/go_live/:id": ({ path }) => ({
    data: campaignWire({
      id: Number(path.split("/").at(-1)),
      campaign_status_code: "live",
      actions: ["pause"],
    }),
  }),
};
const api = fakeApi(routes);

const meta = {
  title: "Console/Campaigns/CampaignList",
  component: CampaignList,
  args: { channel: "sms", canSearch: true },
  decorators: [
    (Story) => (
      <AppContextProvider config={defaultConfig} api={api}>
        <Router hook={memoryLocation({ path: "/" }).hook}>
          <Story />
        </Router>
      </AppContextProvider>
    ),
  ],
} satisfies Meta<typeof CampaignList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RowsWithStatusAndDate: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Campaigns" });
    await within(table).findByRole("link", { name: "Payday reminder" });
    await expect(within(table).getByText("Completed")).toBeVisible();
    await expect(within(table).getByText("1,200")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New campaign" })).toHaveAttribute("href", "/new");
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Campaigns" });
    await within(table).findByRole("link", { name: "Payday reminder" });
    await waitFor(() =>
      expect(within(canvas.getByLabelText("Status")).getAllByRole("option").length).toBeGreaterThan(1),
    );
    await userEvent.selectOptions(canvas.getByLabelText("Status"), "Completed");
    await waitFor(() => expect(within(table).queryByRole("link", { name: "Weekend promo" })).toBeNull());
    await expect(within(table).getByRole("link", { name: "Payday reminder" })).toBeVisible();
    await expect(api.calls.at(-1)?.query.get("filter[campaign_status_code]")).toBe("completed");
  },
};

export const TestCampaigns: Story = {
  args: { testCampaigns: true, canSearch: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "New test campaign" })).toHaveAttribute(
      "href",
      "/test-campaign/new",
    );
    await canvas.findByText("No test campaigns yet.");
    await expect(api.calls.at(-1)?.query.get("filter[is_test_campaign]")).toBe("1");
    await expect(canvas.queryByRole("searchbox")).toBeNull();
  },
};

export const RowActionsFollowAllowedActions: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Actions for Weekend promo" }));
    const menu = await body.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["View summary", "Edit", "Go Live", "Delete"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Go Live" }));
    // Going live shows the review first; Confirm there goes live.
    const review = await body.findByRole("dialog", { name: "Review before going live" });
    const confirm = within(review).getByRole("button", { name: "Confirm and go live" });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(api.calls.some((call) => call.path === "/ajax/sms/go_live/42")).toBe(true));

    // A completed campaign offers its summary and its dashboard.
    await userEvent.click(canvas.getByRole("button", { name: "Actions for Payday reminder" }));
    const second = await body.findByRole("menu");
    await expect(
      within(second)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["View summary", "Dashboard"]);
    await userEvent.keyboard("{Escape}");
  },
};

/** On a phone the table scrolls inside its own box; the page and the list controls fit the width. */
export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole("table", { name: "Campaigns" });
    await within(table).findByRole("link", { name: "Payday reminder" });
    await expectNoSidewaysScroll(canvasElement);
    await expect(canvas.getByRole("region", { name: "Campaigns table" })).toHaveAttribute("tabindex", "0");
  },
};

export const OnTablet: Story = {
  globals: onTablet,
  play: async ({ canvas, canvasElement }) => {
    await within(await canvas.findByRole("table", { name: "Campaigns" })).findByRole("link", {
      name: "Payday reminder",
    });
    await expectNoSidewaysScroll(canvasElement);
  },
};
