import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { CampaignActions } from "./campaign-actions";

const every = (_privilege: string): boolean => true;

const meta = {
  title: "Kit/Campaign/CampaignActions",
  component: CampaignActions,
  args: {
    campaign: { campaign_status_code: "draft", total_recipients: 120, updater_id: 7 },
    channel: "sms",
    hasPrivilege: every,
    userId: 7,
    campaignName: "March promo",
    onAction: fn(),
  },
} satisfies Meta<typeof CampaignActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RowDraft: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole("group", { name: "Actions for March promo" });
    const names = within(group)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(names).toEqual(["Edit", "Delete", "Send Test", "Summary", "Go Live"]);
    await userEvent.click(canvas.getByRole("button", { name: "Go Live" }));
    await expect(args.onAction).toHaveBeenCalledWith("go_live");
  },
};

export const SubmitWithoutGoLive: Story = {
  args: { hasPrivilege: (privilege: string): boolean => privilege === "/sms/submit_get" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Submit for Approval" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Go Live" })).toBeNull();
  },
};

export const Dropdown: Story = {
  args: { presentation: "dropdown", campaign: { campaign_status_code: "paused", total_recipients: 50 } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "More actions for March promo" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    const items = await body.findAllByRole("menuitem");
    await expect(items.map((entry) => entry.textContent)).toEqual(["Resume", "Stop"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onAction).toHaveBeenCalledWith("stop");
  },
};

export const Disk: Story = {
  args: { presentation: "disk", campaign: { campaign_status_code: "live", total_recipients: 50 } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
    await expect(args.onAction).toHaveBeenCalledWith("pause");
  },
};

export const CallToAction: Story = {
  args: {
    presentation: "cta",
    channel: "viber",
    userId: 9,
    campaign: {
      campaign_status_code: "for_approval",
      total_recipients: 0,
      files: ["blast.csv"],
      updater_id: 9,
    },
  },
  play: async ({ canvas }) => {
    // Viber accepts files in place of recipients; cancel for approval is the last updater's.
    const names = canvas.getAllByRole("button").map((button) => button.textContent);
    await expect(names).toEqual(["Approve", "Reject", "Cancel for Approval"]);
  },
};

export const FileBlastChild: Story = {
  args: { fileBlastChild: true, campaign: { campaign_status_code: "paused", total_recipients: 50 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=campaign-actions]")).toBeNull();
  },
};

export const DashboardView: Story = {
  args: { dashboardView: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** SubmitWithoutGoLive on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkSubmitWithoutGoLive: Story = { ...SubmitWithoutGoLive, globals: { theme: "dark" } };
