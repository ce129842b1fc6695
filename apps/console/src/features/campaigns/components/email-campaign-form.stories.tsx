import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { campaignFileRoutes, listPage } from "../../../testing/campaign-fixtures";
import { EMAIL_REFERENCE, emailCampaign, emailRoutes } from "../../../testing/email-fixtures";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { EmailCampaignForm } from "./email-campaign-form";

const api = fakeApi(emailRoutes);
const saves = () =>
  api.calls.filter(
    (call) =>
      call.method !== "GET" &&
      (call.path.startsWith("/ajax/email/campaign") || call.path.startsWith("/ajax/email/save_and_")),
  );
const lastSave = () => saves().at(-1)?.body as Record<string, unknown>;

const meta = {
  title: "Console/Campaigns/EmailCampaignForm",
  component: EmailCampaignForm,
  args: {
    channel: "email",
    finish: "go_live",
    onSaved: fn(),
    availableBalance: 17_150,
    defaultTimeZone: "Asia/Manila",
    currency: "PHP",
  },
  decorators: [withFakeApi(api)],
} satisfies Meta<typeof EmailCampaignForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-label="Email body"][contenteditable="true"]')!;

export const WriteTheEmail: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    // Pasted where typing adds nothing to what is tested: every keystroke redraws the composer.
    await userEvent.click(canvas.getByLabelText("Campaign name"));
    await userEvent.paste("June news");
    await userEvent.selectOptions(await canvas.findByLabelText("Sender"), "news@acme.test");
    await userEvent.type(canvas.getByLabelText("Subject"), "Hello {{{{first_name}}");
    await userEvent.click(canvas.getByLabelText("Preheader"));
    await userEvent.paste("Our June news");
    await userEvent.click(body(canvasElement));
    await userEvent.keyboard("Sale this weekend.");
    await userEvent.click(await canvas.findByLabelText(/Newsletter readers/));
    await expect(canvas.getByTestId("email-estimate")).toHaveTextContent(
      "12 recipients × PHP 0.05 — estimated cost PHP 0.60 (available balance PHP 17,150.00)",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(lastSave()).toMatchObject({
      name: "June news",
      sender_id: "news@acme.test",
      subject: "Hello {{first_name}}",
      preheader: "Our June news",
      html: "<p>Sale this weekend.</p>",
      template_id: null,
      contact_group_ids: [31],
    });
  },
};

export const ALinkFromTheEditorsDialog: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(body(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "Insert link" }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText("URL"), "acme.example/june");
    await userEvent.type(dialog.getByLabelText("Link name"), "June offers");
    // Submitting the dialog inserts the link; it does not save the campaign.
    await userEvent.click(dialog.getByRole("button", { name: "Insert" }));
    await waitFor(() =>
      expect(body(canvasElement).querySelector('a[href="http://acme.example/june"]')).toHaveTextContent(
        "June offers",
      ),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(canvas.queryByText("This is a required field.")).toBeNull();
  },
};

export const UseATemplate: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "From the newsletter");
    await userEvent.click(canvas.getByLabelText("Use a template"));
    await userEvent.selectOptions(await canvas.findByLabelText("Template"), "Monthly newsletter");
    await userEvent.click(canvas.getByRole("button", { name: "Go Live" }));
    // Go Live saves the draft and shows its review; Confirm there goes live.
    await expect(saves().at(-1)).toMatchObject({
      path: "/ajax/email/campaign",
      body: { template_id: 7, html: "" },
    });
    const review = within(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", {
        name: "Review before going live",
      }),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.click(review.getByRole("button", { name: "Confirm and go live" }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ campaign_status_code: "live" })),
    );
  },
};

export const PreviewAsAContact: Story = {
  args: { campaign: emailCampaign() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Preview" }));
    const panel = within(await canvas.findByTestId("email-preview-panel"));
    await waitFor(() => expect(panel.getByTestId("email-preview-subject")).toHaveTextContent("Hello Ana"));
    await userEvent.selectOptions(panel.getByLabelText("Preview as"), "Ben Santos (ben.santos@acme.example)");
    await waitFor(() => expect(panel.getByTestId("email-preview-subject")).toHaveTextContent("Hello Ben"));
    const frame = canvasElement.querySelector<HTMLIFrameElement>('iframe[title="Email preview"]')!;
    await expect(frame.srcdoc).toContain("Hi Ben, our sale is on.");
    await userEvent.click(panel.getByRole("radio", { name: "Mobile" }));
    await expect(frame).toHaveAttribute("data-device", "mobile");
    await userEvent.click(panel.getByText("Plain-text part"));
    await expect(panel.getByText(/Hi Ben, our sale is on\./, { selector: "pre" })).toBeVisible();
  },
};

export const SendATest: Story = {
  args: { campaign: emailCampaign() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send test" }));
    // The draft is saved first, then goes to the test inboxes chosen.
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await userEvent.click(await dialog.findByLabelText(/QA inboxes/));
    await userEvent.click(dialog.getByRole("button", { name: "Send test" }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: "POST",
          path: "/ajax/email/send_test/42",
          body: { contact_group_ids: [32], recipients: [] },
        }),
      ),
    );
    // The draft was saved as it stood first.
    await expect(saves().at(-1)).toMatchObject({ method: "PUT", path: "/ajax/email/campaign/42" });
  },
};

export const RefusedByTheServer: Story = {
  args: { campaign: emailCampaign({ subject: "" }) },
  decorators: [
    withFakeApi({
      ...emailRoutes,
      // What going live would refuse, the review refuses before it opens.
      "GET /ajax/email/campaign/:id/review": {
        fail: 422,
        message: "Validation Error",
        errors: {
          subject: ["This is a required field."],
          sender_id: ["Choose one of the account's sender addresses."],
        },
      },
    }),
  ],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Go Live" }));
    await expect(await canvas.findByText("This is a required field.")).toBeVisible();
    await expect(canvas.getByText("Choose one of the account's sender addresses.")).toBeVisible();
    // The first refused field, in the page's order, takes the focus.
    await waitFor(() => expect(canvas.getByLabelText("Sender")).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

// The server reads the file into a group of its own, which the groups list then holds too.
const filesApi = fakeApi({
  ...emailRoutes,
  "GET /ajax/data/contact_groups/email": {
    data: [
      ...EMAIL_REFERENCE["contact_groups/email"],
      { id: 77, name: "readers", valid_contacts: 2, is_test: 0 },
    ],
  },
  ...campaignFileRoutes(
    { id: 12, filename: "readers.csv" },
    { filetype_code: "EMAIL_CONTACTS", rows_on_file: 3, valid_contacts: 2, invalid_rows: 1, group_id: 77 },
  ),
  "GET /ajax/media/uploaded_files/:id/rejected_rows/list": {
    data: listPage([{ line: 4, reason: "Not a valid email address.", values: ["zed@", "Zed"] }]),
  },
});

const csvFile = (content: string, name = "readers.csv") => new File([content], name, { type: "text/csv" });

/**
 * Recipients from an uploaded Email Contacts file: its addresses and refused rows listed, counted
 * in the estimate, sent as the campaign's files, and taken off again.
 */
export const SendToAnEmailContactsFile: Story = {
  decorators: [withFakeApi(filesApi)],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Readers' news");
    await userEvent.click(await canvas.findByLabelText(/Newsletter readers/));
    await userEvent.upload(
      canvas.getByLabelText(/Add an Email Contacts file/),
      csvFile("email,first_name\nzoe@acme.example,Zoe\nyan@acme.example,Yan\nzed@,Zed\n"),
    );
    const files = await canvas.findByRole("list", { name: "Files of this campaign" }, { timeout: 4000 });
    await within(files).findByText("2 addresses of 3 rows · 1 refused");
    await expect(await canvas.findByText(/Not a valid email address/)).toBeVisible();
    await expect(canvas.getByTestId("email-estimate")).toHaveTextContent(
      "14 recipients × PHP 0.05 — estimated cost PHP 0.70",
    );
    // The file's own group is the file: not offered again among the groups.
    const groups = canvas.getByRole("group", { name: "Email contact groups" });
    await expect(within(groups).queryByLabelText(/^readers \(/)).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(filesApi.calls.findLast((call) => call.path === "/ajax/email/campaign")?.body).toMatchObject(
      {
        name: "Readers' news",
        contact_group_ids: [31],
        file_ids: [12],
      },
    );

    await userEvent.click(canvas.getByRole("button", { name: "Remove readers.csv" }));
    await expect(canvas.queryByRole("list", { name: "Files of this campaign" })).toBeNull();
    await expect(canvas.getByTestId("email-estimate")).toHaveTextContent("12 recipients × PHP 0.05");
  },
};

/** A file without an email column is refused by its header before anything is sent. */
export const RefusesAFileBlastFile: Story = {
  decorators: [withFakeApi(filesApi)],
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText(/Add an Email Contacts file/),
      csvFile("from,message,to\nACME,Hello,09171234567\n", "blast.csv"),
    );
    const list = await canvas.findByRole("list", { name: "Uploaded files" });
    await within(list).findByText("File Type not allowed");
    await expect(canvas.queryByRole("list", { name: "Files of this campaign" })).toBeNull();
  },
};
