import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CampaignStatusDate } from "./campaign-status-date";

const dates = {
  date_created: "2026-03-01 08:00:00",
  date_last_updated: "2026-03-02 10:15:00",
  date_triggered: "2026-03-03 09:00:00",
  date_completed: "2026-03-04 18:45:00",
};

const meta = {
  title: "Kit/Campaign/CampaignStatusDate",
  component: CampaignStatusDate,
  args: { campaign: { campaign_status_code: "completed", ...dates } },
} satisfies Meta<typeof CampaignStatusDate>;

export default meta;
type Story = StoryObj<typeof meta>;

const badge = (element: HTMLElement) => element.querySelector("[data-slot=status-badge]");
const label = (element: HTMLElement) => element.querySelector("[data-slot=campaign-status-date-label]");

export const Completed: Story = {
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent("Completed");
    await expect(label(canvasElement)).toHaveTextContent("Completed Mar 4, 2026 6:45 PM");
  },
};

export const CompletedAwaitingReceipts: Story = {
  args: { campaign: { campaign_status_code: "completed", campaign_stats_pending: 58, ...dates } },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent("Sent, awaiting receipts");
  },
};

export const Live: Story = {
  args: { campaign: { campaign_status_code: "live", ...dates } },
  play: async ({ canvasElement }) => {
    await expect(label(canvasElement)).toHaveTextContent("Triggered Mar 3, 2026 9:00 AM");
  },
};

export const FallsBackToCreated: Story = {
  args: { campaign: { campaign_status_code: "rejected", date_created: "2026-03-01 08:00:00" } },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveAttribute("data-variant", "gray");
    await expect(label(canvasElement)).toHaveTextContent("Created Mar 1, 2026 8:00 AM");
  },
};

export const NoDate: Story = {
  args: { campaign: { campaign_status_code: "draft" } },
  play: async ({ canvasElement }) => {
    await expect(label(canvasElement)).toHaveTextContent("Created —");
  },
};
