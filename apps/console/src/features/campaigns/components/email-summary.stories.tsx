import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { emailCampaignWire, emailRoutes } from "../../../testing/email-fixtures";
import { withFakeApi } from "../../../testing/fake-api";
import { CampaignSummary } from "./campaign-summary";

/** The shared summary, for an email campaign: the email itself and what its recipients did. */
const meta = {
  title: "Console/Campaigns/EmailSummary",
  component: CampaignSummary,
  args: { channel: "email", id: 42, canCopy: true, onNavigate: fn() },
} satisfies Meta<typeof CampaignSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompletedWithOpensAndClicks: Story = {
  decorators: [
    withFakeApi({
      ...emailRoutes,
      "GET /ajax/email/campaign/:id": {
        data: emailCampaignWire({
          campaign_status_code: "completed",
          date_triggered: "2026-11-24T02:00:00.000Z",
          date_completed: "2026-11-24T02:00:05.000Z",
          actions: ["summary"],
          campaign_stats_sent: 12,
          campaign_stats_delivered: 11,
          campaign_stats_bounced: 1,
          campaign_stats_hard_bounced: 1,
          campaign_stats_opened: 6,
          campaign_stats_clicked: 2,
          campaign_stats_unsubscribed: 1,
          estimate: 0.6,
          charged: 0.55,
          currency_code: "PHP",
        }),
      },
    }),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "June news" });
    const delivery = within(canvas.getByRole("list", { name: "Delivery" }));
    const figure = (label: string) => delivery.getByText(label).nextElementSibling;
    await expect(figure("Delivered")).toHaveTextContent("11");
    await expect(figure("Opened")).toHaveTextContent("6");
    await expect(figure("Clicked")).toHaveTextContent("2");
    await expect(figure("Unsubscribed")).toHaveTextContent("1");
    // Money in its currency, and what was charged once the campaign has ended.
    await expect(canvas.getByText("Estimated cost").nextElementSibling).toHaveTextContent("PHP 0.60");
    await expect(canvas.getByText("Charged", { exact: true }).nextElementSibling).toHaveTextContent(
      "PHP 0.55",
    );
    // The subject as written, and the email as a recipient gets it: the composer's own preview,
    // rendered by the server with the tags filled, never the raw HTML.
    await expect(canvas.getByText("Hello {{first_name}}")).toBeVisible();
    const panel = within(await canvas.findByTestId("email-preview-panel"));
    await waitFor(() => expect(panel.getByTestId("email-preview-subject")).toHaveTextContent("Hello Ana"));
    const frame = panel.getByTitle("Email preview") as HTMLIFrameElement;
    await expect(frame.srcdoc).toContain("<!DOCTYPE html>");
    await expect(frame.srcdoc).not.toContain("{{first_name}}");
    await expect(canvas.getByRole("link", { name: "Dashboard" })).toBeVisible();
  },
};

export const DraftFromATemplate: Story = {
  decorators: [
    withFakeApi({
      ...emailRoutes,
      "GET /ajax/email/campaign/:id": { data: emailCampaignWire({ template_id: 7 }) },
    }),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "June news" });
    await expect(canvas.getByText("From a template")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send test" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Go Live" })).toBeVisible();
  },
};
