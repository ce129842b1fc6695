import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CampaignReview } from "@sendline/core/contract";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { withFakeApi } from "../../../testing/fake-api";
import { expectNoSidewaysScroll, onPhone } from "../../../testing/viewport";
import { ReviewDialog } from "./review-dialog";

const review = (overrides: Partial<CampaignReview> = {}): CampaignReview => ({
  channel: "sms",
  recipients: 1995,
  segments: {
    min: 1,
    max: 3,
    counts: [
      { segments: 1, recipients: 1700 },
      { segments: 2, recipients: 83 },
      { segments: 3, recipients: 212 },
    ],
  },
  total_sms: 2502,
  cost_per_segment: 0.35,
  currency_code: "PHP",
  estimate: 875.7,
  available_balance: 12_150,
  free_messages: null,
  campaign_start: null,
  timezone_name: null,
  preview: {
    recipient: "639171234567",
    sender_id: "ACME",
    text: "Hi Ana, our weekend sale starts Saturday at 9 AM.",
    subject: null,
    html: null,
  },
  ...overrides,
});

const meta = {
  title: "Console/Campaigns/ReviewDialog",
  component: ReviewDialog,
  args: { channel: "sms", campaignId: 42, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof ReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Review before going live" }),
  );

export const WithinBalance: Story = {
  decorators: [withFakeApi({ "GET /ajax/sms/campaign/:id/review": { data: review() } })],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText("1,995 (after duplicates and unsubscribes)")).toBeVisible();
    await expect(dialog.getByText("1–3 segments; 212 recipients need 3 (2,502 SMS in all)")).toBeVisible();
    await expect(dialog.getByText("PHP 875.70")).toBeVisible();
    await expect(dialog.getByText("PHP 12,150.00")).toBeVisible();
    await expect(dialog.getByText("Now, as soon as you confirm")).toBeVisible();
    const phone = dialog.getByRole("figure", { name: "Message as 639171234567 receives it" });
    await expect(within(phone).getByText("Hi Ana, our weekend sale starts Saturday at 9 AM.")).toBeVisible();
    await expect(dialog.queryByRole("alert")).toBeNull();
    // Keyboard: Tab reaches Confirm, Enter confirms.
    const confirm = dialog.getByRole("button", { name: "Confirm and go live" });
    await waitFor(() => expect(confirm).toBeEnabled());
    confirm.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const OverBalance: Story = {
  decorators: [
    withFakeApi({
      "GET /ajax/sms/campaign/:id/review": { data: review({ estimate: 875.7, available_balance: 120.5 }) },
    }),
  ],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "The estimated cost is more than the available balance. Top up, or send to fewer recipients.",
    );
    await expect(dialog.getByText("PHP 120.50")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Confirm and go live" })).toBeDisabled();
    // Cancel (or Escape) goes back without going live.
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Scheduled: Story = {
  decorators: [
    withFakeApi({
      "GET /ajax/sms/campaign/:id/review": {
        data: review({
          segments: { min: 1, max: 1, counts: [{ segments: 1, recipients: 1995 }] },
          total_sms: 1995,
          estimate: 698.25,
          campaign_start: "2026-11-28T01:00:00.000Z",
          timezone_name: "Asia/Manila",
        }),
      },
    }),
  ],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText("Nov 28, 2026, 9:00 AM (Asia/Manila)")).toBeVisible();
    await expect(dialog.getByText("1 segment (1,995 SMS in all)")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** An agent, who may not see the balance, sees the estimate alone. */
export const WithoutBalanceAccess: Story = {
  decorators: [
    withFakeApi({ "GET /ajax/sms/campaign/:id/review": { data: review({ available_balance: null }) } }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText("PHP 875.70")).toBeVisible();
    await expect(dialog.queryByText("Available balance")).toBeNull();
    await expect(dialog.getByRole("button", { name: "Confirm and go live" })).toBeEnabled();
  },
};

export const EmailOnPhone: Story = {
  args: { channel: "email" },
  globals: onPhone,
  decorators: [
    withFakeApi({
      "GET /ajax/email/campaign/:id/review": {
        data: review({
          channel: "email",
          recipients: 3,
          segments: { min: 0, max: 0, counts: [] },
          total_sms: 0,
          estimate: 0.03,
          preview: {
            recipient: "ana.reyes@acme.example",
            sender_id: "news@acme.example",
            text: "Hi Ana",
            subject: "Hello Ana",
            html: "<!DOCTYPE html><html><body><p>Hi Ana, here is our news.</p></body></html>",
          },
        }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText("Hello Ana")).toBeVisible();
    await expect(dialog.getByTitle("Email preview")).toBeVisible();
    await expect(dialog.queryByText(/segment/)).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
    const box = canvasElement.ownerDocument
      .querySelector("[data-slot=dialog-content]")!
      .getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
