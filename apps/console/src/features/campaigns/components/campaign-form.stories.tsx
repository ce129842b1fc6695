import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { campaignWire, referenceRoutes } from "../../../testing/campaign-fixtures";
import { withFakeApi } from "../../../testing/fake-api";
import { CampaignForm } from "./campaign-form";

const ALL_DAYS_CLOSED_BUT_SUNDAY = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    { enabled: day === "sunday", wholeDay: false, start: "09:00", end: "10:00" },
  ]),
);

const meta = {
  title: "Console/Campaigns/CampaignForm",
  component: CampaignForm,
  args: {
    channel: "sms",
    finish: "go_live",
    onSaved: fn(),
    availableBalance: 17_150,
    defaultTimeZone: "Asia/Manila",
  },
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "POST /ajax/sms/campaign": ({ body }) => ({ data: campaignWire(body as Record<string, unknown>) }),
      "POST /ajax/sms/save_and_go_live": {
        fail: 422,
        message: "Insufficient balance: the campaign needs PHP 2.80 and PHP 1.00 is available.",
      },
      "POST /ajax/sms/save_and_submit": {
        fail: 422,
        message: "Validation Error",
        errors: { name: ["A campaign with this name already exists."] },
      },
    }),
  ],
} satisfies Meta<typeof CampaignForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const estimate = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(/segments? ×/, { selector: "p" });

export const NewCampaignEstimatesAsYouType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText(/VIP customers/);
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Weekend promo");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Weekend sale: 20% off.");
    await userEvent.click(canvas.getByLabelText(/VIP customers/));
    await userEvent.type(
      canvas.getByLabelText("Mobile numbers, one a line"),
      "09171234567{enter}09181234567",
    );
    await waitFor(() =>
      expect(estimate(canvasElement)).toHaveTextContent(
        "1 segment × 10 recipients — estimated cost PHP 3.50 (available balance PHP 17,150.00)",
      ),
    );
    await expect(canvas.getByRole("button", { name: "Go Live" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Submit for Approval" })).toBeNull();
  },
};

export const AgentSubmitsForApproval: Story = {
  args: { finish: "submit", availableBalance: undefined },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText(/VIP customers/);
    await expect(canvas.getByRole("button", { name: "Submit for Approval" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Go Live" })).toBeNull();
    // Users who may not see money get the estimate without the balance.
    await expect(estimate(canvasElement)).not.toHaveTextContent("available balance");
  },
};

export const EstimateOverTheBalance: Story = {
  args: { availableBalance: 1 },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Hello");
    await userEvent.click(await canvas.findByLabelText(/Loyalty members/));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The estimated cost is more than the available balance: top up before going live.",
    );
  },
};

export const StartOutsideBusinessHours: Story = {
  args: { businessHours: { hours: ALL_DAYS_CLOSED_BUT_SUNDAY as never, timeZone: "Asia/Manila" } },
  play: async ({ canvas }) => {
    await canvas.findByLabelText(/VIP customers/);
    await userEvent.type(canvas.getByLabelText("Start date"), "2026-12-01");
    await userEvent.type(canvas.getByLabelText("Start time"), "1000AM");
    await expect(await canvas.findByRole("note")).toHaveTextContent(
      /outside the account's business hours: the campaign will start at Sun, Dec 6, 9:00 AM/,
    );
  },
};

export const RefusalShownBesideTheForm: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Too dear");
    await userEvent.click(await canvas.findByLabelText(/VIP customers/));
    await userEvent.click(canvas.getByRole("button", { name: "Go Live" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Insufficient balance: the campaign needs PHP 2.80 and PHP 1.00 is available.",
    );
    await expect(canvas.getByLabelText("Campaign name")).toHaveValue("Too dear");
  },
};

export const ServerFieldErrorOnItsField: Story = {
  args: { finish: "submit" },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Weekend promo");
    await userEvent.click(await canvas.findByLabelText(/VIP customers/));
    await userEvent.click(canvas.getByRole("button", { name: "Submit for Approval" }));
    await expect(await canvas.findByText("A campaign with this name already exists.")).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText("Campaign name")).toHaveFocus());
    await expect(canvas.getByLabelText("Campaign name")).toHaveValue("Weekend promo");
  },
};

export const SavesADraft: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Weekend promo");
    await canvas.findByLabelText(/VIP customers/);
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: "Weekend promo" })),
    );
  },
};

export const RecipientsRefusedUnderTheGroups: Story = {
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "POST /ajax/sms/save_and_go_live": {
        fail: 422,
        message: "Validation Error",
        errors: { total_recipients: ["Choose at least one recipient."] },
      },
    }),
  ],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Nobody yet");
    await canvas.findByLabelText(/VIP customers/);
    await userEvent.click(canvas.getByRole("button", { name: "Go Live" }));
    const group = canvas.getByRole("group", { name: "Contact groups" });
    await expect(await within(group).findByRole("alert")).toHaveTextContent("Choose at least one recipient.");
    await waitFor(() => expect(within(group).getAllByRole("checkbox")[0]).toHaveFocus());
  },
};
