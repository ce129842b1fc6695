import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { campaignWire, listPage, referenceRoutes } from "../../../testing/campaign-fixtures";
import { fakeApi, type FakeRoutes } from "../../../testing/fake-api";
import { AppContextProvider } from "../../../lib/app-context";
import { defaultConfig } from "../../../lib/config";
import { CampaignList } from "./campaign-list";

const rows = [
  campaignWire(),
  campaignWire({
    id: 43,
    name: "Payday reminder",
    campaign_status_code: "completed",
    total_recipients: 1200,
    date_completed: "2026-11-23T10:00:00.000Z",
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
