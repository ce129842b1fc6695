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

const blastParent = campaignWire({
  name: "Order pickups",
  campaign_status_code: "live",
  sender_id: "",
  message: "",
  contact_group_ids: [],
  file_ids: [9, 10],
  total_recipients: 5000,
  total_sms: 5715,
  sms_parts: 0,
  estimate: 2000.25,
  campaign_stats_sent: 1200,
  date_triggered: "2026-11-24T02:00:00.000Z",
  files: [
    { id: 9, filename: "pickups-north.csv", rows_on_file: 3000, valid_contacts: 3000 },
    { id: 10, filename: "pickups-south.csv", rows_on_file: 2000, valid_contacts: 2000 },
  ],
  file_blast_children: [
    {
      id: 51,
      name: "Order pickups · pickups-north.csv",
      campaign_status_code: "completed",
      file_id: 9,
      total_recipients: 3000,
      campaign_stats_sent: 3000,
    },
    {
      id: 52,
      name: "Order pickups · pickups-south.csv",
      campaign_status_code: "live",
      file_id: 10,
      total_recipients: 2000,
      campaign_stats_sent: 200,
    },
  ],
  actions: ["summary", "pause"],
});

/** A File Blast campaign lists each file with the child campaign sending it. */
export const FileBlastWithItsChildren: Story = {
  decorators: [withFakeApi({ ...referenceRoutes, "GET /ajax/sms/campaign/:id": { data: blastParent } })],
  play: async ({ canvas }) => {
    const files = await canvas.findByRole("region", { name: "File Blast files" });
    await expect(within(files).getByText("3,000 / 3,000 sent")).toBeVisible();
    await expect(within(files).getByText("200 / 2,000 sent")).toBeVisible();
    await expect(
      within(files).getByRole("link", { name: "Order pickups · pickups-south.csv" }),
    ).toHaveAttribute("href", "/52/dashboard");
    await expect(canvas.getByText("5,715")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pause" })).toBeVisible();
  },
};

/** A child names its file and its parent, and offers none of the parent's actions. */
export const FileBlastChild: Story = {
  args: { id: 52 },
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "GET /ajax/sms/campaign/:id": {
        data: campaignWire({
          id: 52,
          name: "Order pickups · pickups-south.csv",
          campaign_status_code: "live",
          sender_id: "",
          message: "",
          file_ids: [10],
          is_file_blast_child: true,
          parent_id: 50,
          total_recipients: 2000,
          total_sms: 2000,
          files: [{ id: 10, filename: "pickups-south.csv", rows_on_file: 2000, valid_contacts: 2000 }],
          actions: ["summary"],
        }),
      },
    }),
  ],
  play: async ({ canvas }) => {
    const note = await canvas.findByRole("note");
    await expect(note).toHaveTextContent(
      "Sends pickups-south.csv of campaign 50, which pauses, resumes and stops it.",
    );
    await expect(within(note).getByRole("link", { name: "campaign 50" })).toHaveAttribute(
      "href",
      "/50/dashboard",
    );
    await expect(canvas.queryByRole("button", { name: "Pause" })).toBeNull();
  },
};

const BANNER =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAMUlEQVR42u3OQQ0AAAgEoItjThMbwRbOBxsByHS9EiEhISEhISEhISEhISEhISGhSwuc8ZyIN4v/vgAAAABJRU5ErkJggg==";

export const ViberImageButtonAndSplit: Story = {
  args: { channel: "viber" },
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "GET /ajax/viber/campaign/:id": {
        data: campaignWire({
          campaign_type_code: "viber",
          campaign_type_name: "VIBER",
          name: "Summer catalogue",
          campaign_status_code: "completed",
          date_triggered: "2026-11-24T02:00:00.000Z",
          date_completed: "2026-11-24T02:05:00.000Z",
          actions: ["summary"],
          message: "Our summer catalogue is out.",
          image: BANNER,
          button_text: "Open catalogue",
          button_url: "https://acme.example.com/summer",
          fallback_message: "",
          campaign_stats_sent: 48,
          campaign_stats_delivered: 40,
          viber_campaign_stats_viber_delivered: 40,
          viber_campaign_stats_fallback_delivered: 0,
          campaign_stats_bounced: 8,
        }),
      },
    }),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "Summer catalogue" });
    const content = within(canvas.getByRole("region", { name: "Viber content" }));
    await expect(content.getByText("Our summer catalogue is out.")).toBeVisible();
    await expect(content.getByRole("img", { name: "Viber message image" })).toHaveAttribute("src", BANNER);
    await expect(content.getByRole("link", { name: "Open catalogue" })).toHaveAttribute(
      "href",
      "https://acme.example.com/summer",
    );
    await expect(content.getByText(/recipients Viber does not reach get nothing/)).toBeVisible();
    const delivery = within(canvas.getByRole("list", { name: "Delivery" }));
    await expect(delivery.getByText("Viber delivered").nextSibling).toHaveTextContent("40");
    await expect(delivery.getByText("Fallback delivered").nextSibling).toHaveTextContent("0");
  },
};

/** A Viber File Blast: its files and children, and the image and button every row carries. */
export const ViberFileBlast: Story = {
  args: { channel: "viber" },
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "GET /ajax/viber/campaign/:id": {
        data: {
          ...blastParent,
          campaign_type_code: "viber",
          campaign_type_name: "VIBER",
          name: "Member news",
          total_sms: 5000,
          sms_parts: 1,
          image: BANNER,
          button_text: "Open",
          button_url: "https://acme.example.com/news",
          fallback_message: "",
          file_blast_children: [
            {
              id: 51,
              name: "Member news · pickups-north.csv",
              campaign_status_code: "completed",
              file_id: 9,
              total_recipients: 3000,
              campaign_stats_sent: 3000,
            },
            {
              id: 52,
              name: "Member news · pickups-south.csv",
              campaign_status_code: "live",
              file_id: 10,
              total_recipients: 2000,
              campaign_stats_sent: 200,
            },
          ],
        },
      },
    }),
  ],
  play: async ({ canvas }) => {
    const files = await canvas.findByRole("region", { name: "File Blast files" });
    await expect(within(files).getByText("200 / 2,000 sent")).toBeVisible();
    const content = within(canvas.getByRole("region", { name: "Viber content" }));
    await expect(content.getByText("Each row's own message, from its own sender.")).toBeVisible();
    await expect(content.getByRole("link", { name: "Open" })).toHaveAttribute(
      "href",
      "https://acme.example.com/news",
    );
    await expect(content.getByText(/each row's own message, by SMS/)).toBeVisible();
  },
};
