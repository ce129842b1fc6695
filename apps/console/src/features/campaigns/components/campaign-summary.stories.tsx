import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { campaignWire, referenceRoutes } from "../../../testing/campaign-fixtures";
import { withFakeApi } from "../../../testing/fake-api";
import { CampaignSummary } from "./campaign-summary";

const meta = {
  title: "Console/Campaigns/CampaignSummary",
  component: CampaignSummary,
  args: { channel: "sms", id: 42, canCopy: true, onNavigate: fn() },
} satisfies Meta<typeof CampaignSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const DraftWithItsActions: Story = {
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "GET /ajax/sms/campaign/:id": { data: campaignWire() },
      "GET /ajax/sms/copy/:id": { data: campaignWire({ id: 43, name: "Copy of Weekend promo" }) },
    }),
  ],
  play: async ({ canvas, args }) => {
    await canvas.findByRole("heading", { name: "Weekend promo" });
    for (const name of ["Edit", "Send test", "Copy", "Delete", "Go Live"]) {
      await expect(canvas.getByRole(name === "Edit" ? "link" : "button", { name })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith("/43/edit"));
  },
};

export const DeleteAsksFirst: Story = {
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "GET /ajax/sms/campaign/:id": { data: campaignWire() },
      "DELETE /ajax/sms/campaign": { data: null, message: "Deleted." },
    }),
  ],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Delete" }));
    const confirm = await dialog(canvasElement).findByRole("alertdialog");
    await expect(confirm).toHaveTextContent("Delete this draft? It cannot be brought back.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith("/"));
  },
};

export const RejectNeedsAReason: Story = {
  args: { canCopy: false },
  decorators: [
    withFakeApi({
      "GET /ajax/sms/campaign/:id": {
        data: campaignWire({
          campaign_status_code: "for_approval",
          actions: ["summary", "approve", "reject"],
          logs: [{ message: "Campaign submitted for approval", date_created: "2026-11-24T01:06:00.000Z" }],
        }),
      },
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Reject" }));
    const ask = await dialog(canvasElement).findByRole("alertdialog");
    const reject = within(ask).getByRole("button", { name: "Reject" });
    await expect(reject).toBeDisabled();
    await userEvent.type(within(ask).getByLabelText("Reason"), "Use the promo sender ID");
    await expect(reject).toBeEnabled();
    await userEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    // Staff see the logs.
    await expect(canvas.getByRole("heading", { name: "Logs" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Copy" })).toBeNull();
  },
};

export const RefusedActionSaysWhy: Story = {
  decorators: [
    withFakeApi({
      "GET /ajax/sms/campaign/:id": {
        data: campaignWire({
          campaign_status_code: "live",
          actions: ["pause"],
          campaign_stats_sent: 12,
          campaign_stats_delivered: 10,
          campaign_stats_pending: 2,
        }),
      },
      "GET /ajax/sms/pause/:id": { fail: 403, message: "You are not allowed to do this." },
    }),
  ],
  play: async ({ canvas }) => {
    const delivery = await canvas.findByRole("list", { name: "Delivery" });
    await expect(within(delivery).getAllByRole("listitem")[0]).toHaveTextContent("Sent12");
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("You are not allowed to do this.");
  },
};

export const RejectedShowsTheReason: Story = {
  decorators: [
    withFakeApi({
      "GET /ajax/sms/campaign/:id": {
        data: campaignWire({
          campaign_status_code: "rejected",
          reject_reason: "Use the promo sender ID",
          actions: ["edit", "summary"],
        }),
      },
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("note")).toHaveTextContent("Rejected: Use the promo sender ID");
    await expect(canvas.getByRole("link", { name: "Edit" })).toBeVisible();
  },
};
