import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  campaignFileRoutes,
  campaignWire,
  referenceRoutes,
  reviewWire,
} from "../../../testing/campaign-fixtures";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { CampaignForm } from "./campaign-form";
import { expectNoSidewaysScroll, onPhone, onTablet } from "../../../testing/viewport";

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
      "GET /ajax/sms/campaign/:id/review": { data: reviewWire({ estimate: 2.8, available_balance: 1 }) },
      "GET /ajax/sms/go_live/:id": {
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

/** Go Live opens the review; over the balance it says so, offers no Confirm, and Cancel goes back. */
export const ReviewOverTheBalance: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Too dear");
    await userEvent.click(await canvas.findByLabelText(/VIP customers/));
    await userEvent.click(canvas.getByRole("button", { name: "Go Live" }));
    const review = within(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", {
        name: "Review before going live",
      }),
    );
    await expect(await review.findByRole("alert")).toHaveTextContent(
      "The estimated cost is more than the available balance.",
    );
    await expect(review.getByRole("button", { name: "Confirm and go live" })).toBeDisabled();
    await userEvent.click(review.getByRole("button", { name: "Cancel" }));
    await expect(canvas.getByLabelText("Campaign name")).toHaveValue("Too dear");
    await expect(args.onSaved).not.toHaveBeenCalled();
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
      "POST /ajax/sms/campaign": ({ body }) => ({ data: campaignWire(body as Record<string, unknown>) }),
      // What going live would refuse, the review refuses before it opens.
      "GET /ajax/sms/campaign/:id/review": {
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

const blastApi = fakeApi({
  ...referenceRoutes,
  ...campaignFileRoutes(
    { id: 9, filename: "pickups.csv" },
    { filetype_code: "FILE_BLAST", rows_on_file: 3, valid_contacts: 3, invalid_rows: 0 },
  ),
  "POST /ajax/media/recompute_compose_blast_files": {
    data: {
      files: [{ id: 9, filename: "pickups.csv", rows: 3, total_sms: 4, estimate: 1.4 }],
      total_recipients: 3,
      total_sms: 4,
      estimate: 1.4,
      cost_per_segment: 0.35,
      currency_code: "PHP",
    },
  },
  "POST /ajax/sms/campaign": ({ body }) => ({ data: campaignWire(body as Record<string, unknown>) }),
});

const blastCsv = (content: string, name = "pickups.csv") => new File([content], name, { type: "text/csv" });

/** File Blast: a file's rows are the messages; the form asks no sender or message. */
export const FileBlastFromAnUploadedFile: Story = {
  decorators: [withFakeApi(blastApi)],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Order pickups");
    await userEvent.click(canvas.getByLabelText(/File Blast: each row its own/));
    await expect(canvas.queryByLabelText("Sender ID")).toBeNull();
    await userEvent.upload(
      canvas.getByLabelText(/Add a File Blast file/),
      blastCsv('from,message,to\nACME,Your order is ready.,09171234567\nACME,"Ready, thanks!",09181234567\n'),
    );
    const files = await canvas.findByRole("list", { name: "Files of this campaign" }, { timeout: 4000 });
    await within(files).findByText("3 messages · 4 SMS · PHP 1.40");
    await waitFor(() =>
      expect(within(canvasElement).getByText(/messages, .* SMS —/, { selector: "p" })).toHaveTextContent(
        "3 messages, 4 SMS — estimated cost PHP 1.40 (available balance PHP 17,150.00)",
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(blastApi.calls.find((call) => call.path === "/ajax/sms/campaign")?.body).toMatchObject({
      name: "Order pickups",
      file_ids: [9],
      sender_id: "",
      message: "",
      contact_group_ids: [],
    });
  },
};

/** A file of another type is refused by its header before anything is sent. */
export const FileBlastRefusesAContactsFile: Story = {
  decorators: [withFakeApi(blastApi)],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText(/File Blast: each row its own/));
    await userEvent.upload(
      canvas.getByLabelText(/Add a File Blast file/),
      blastCsv("mobile,first_name\n09171234567,Ana\n", "people.csv"),
    );
    const list = await canvas.findByRole("list", { name: "Uploaded files" });
    await within(list).findByText("File Type not allowed");
    await expect(canvas.queryByRole("list", { name: "Files of this campaign" })).toBeNull();
  },
};

/** The message offers the contact fields and the account's custom fields as merge tags. */
export const PersonalisesWithCustomFields: Story = {
  play: async ({ canvas, canvasElement }) => {
    const message = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(message, "Hi ");
    await userEvent.click(await canvas.findByRole("button", { name: /Insert tag/i }));
    const menu = within(canvasElement.ownerDocument.body);
    await userEvent.click(await menu.findByRole("menuitem", { name: "city" }));
    await waitFor(() => expect(message).toHaveValue("Hi {{city}}"));
  },
};

/** On a phone the composer is one column that fits the width. */
export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByLabelText(/VIP customers/));
    await expectNoSidewaysScroll(canvasElement);
    const name = canvas.getByLabelText("Campaign name").getBoundingClientRect();
    const message = canvas.getByRole("textbox", { name: "Message" }).getBoundingClientRect();
    await expect(message.top).toBeGreaterThan(name.bottom);
    await expect(
      canvas.getByRole("button", { name: "Go Live" }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const OnTablet: Story = {
  globals: onTablet,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText(/VIP customers/);
    await expectNoSidewaysScroll(canvasElement);
  },
};
