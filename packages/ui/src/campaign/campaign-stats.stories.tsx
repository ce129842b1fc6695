import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CampaignStats } from "./campaign-stats";

const emailStats = {
  campaign_stats_sent: 125_400,
  campaign_stats_delivered: 120_000,
  campaign_stats_bounced: 5_400,
  campaign_stats_hard_bounced: 3_100,
  campaign_stats_soft_bounced: 2_300,
  campaign_stats_opened: 60_000,
  campaign_stats_clicked: 15_000,
  campaign_stats_unsubscribed: 120,
  campaign_stats_pending: 0,
  campaign_stats_sending_rate: 1_250,
};

const meta = {
  title: "Kit/Campaign/CampaignStats",
  component: CampaignStats,
  args: { stats: emailStats, channel: "email" },
} satisfies Meta<typeof CampaignStats>;

export default meta;
type Story = StoryObj<typeof meta>;

const statOf = (element: HTMLElement, key: string) =>
  element.querySelector(`[data-stat=${key}]`) as HTMLElement;

/** What the eye reads: the text without the screen-reader copy. */
function visibleText(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
  return copy.textContent;
}

export const Stats: Story = {
  play: async ({ canvasElement }) => {
    await expect(visibleText(statOf(canvasElement, "campaign_stats_sent"))).toBe("Sent125.4k");
    await expect(visibleText(statOf(canvasElement, "campaign_stats_delivered"))).toBe("Delivered120k95.7%");
  },
};

export const ExactCountOnHoverAndToScreenReaders: Story = {
  args: { channel: "sms", stats: { campaign_stats_sent: 1_995, campaign_stats_delivered: 1_937 } },
  play: async ({ canvasElement }) => {
    const sent = statOf(canvasElement, "campaign_stats_sent");
    const short = within(sent).getByText("2k");
    await expect(short).toHaveAttribute("title", "1,995");
    await expect(short).toHaveAttribute("aria-hidden", "true");
    await expect(within(sent).getByText("1,995")).toHaveClass("sr-only");
  },
};

export const Dials: Story = {
  args: { variant: "dials" },
  play: async ({ canvasElement }) => {
    await expect(statOf(canvasElement, "campaign_stats_opened")).toHaveTextContent("Opened47.8%60k");
  },
};

export const Substats: Story = {
  args: { variant: "substats" },
  play: async ({ canvasElement }) => {
    await expect(statOf(canvasElement, "campaign_stats_hard_bounced")).toHaveTextContent("3.1k2.5%");
    await expect(statOf(canvasElement, "campaign_stats_sending_rate")).toHaveTextContent("1.3k/s");
  },
};

export const Viber: Story = {
  args: {
    channel: "viber",
    variant: "dials",
    stats: {
      campaign_stats_sent: 2_000,
      viber_campaign_stats_viber_delivered: 1_500,
      viber_campaign_stats_fallback_delivered: 400,
      campaign_stats_rejected: 100,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(statOf(canvasElement, "viber_campaign_stats_viber_delivered")).toHaveTextContent("75%");
    await expect(statOf(canvasElement, "viber_campaign_stats_fallback_delivered")).toHaveTextContent("20%");
  },
};

export const NothingSent: Story = {
  args: { channel: "sms", stats: {} },
  play: async ({ canvasElement }) => {
    await expect(visibleText(statOf(canvasElement, "campaign_stats_delivered"))).toBe("Delivered00%");
  },
};

export const Narrow: Story = {
  args: { channel: "sms", stats: { campaign_stats_sent: 999_950, campaign_stats_delivered: 999_000 } },
  decorators: [(Story) => <div className="w-72">{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(statOf(canvasElement, "campaign_stats_sent")).toHaveTextContent("1M");
  },
};

/** Stats on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkStats: Story = { ...Stats, globals: { theme: "dark" } };
