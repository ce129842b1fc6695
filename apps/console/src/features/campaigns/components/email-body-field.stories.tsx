import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { useNotices } from "../../../lib/notices";
import { emailRoutes } from "../../../testing/email-fixtures";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { EmailBodyField } from "./email-body-field";

/** The notices the field raises, as the app's notice area would show them. */
function NoticeList() {
  const notices = useNotices();
  return (
    <ul aria-label="Notices">
      {notices.map((notice) => (
        <li key={notice.id} data-type={notice.type}>
          {notice.message}
        </li>
      ))}
    </ul>
  );
}

const refused = fakeApi({
  ...emailRoutes,
  "POST /ajax/email/autosave/:id": { fail: 409, message: "Only a draft of this account can be autosaved." },
});

const meta = {
  title: "Console/Campaigns/EmailBodyField",
  component: EmailBodyField,
  args: { defaultValue: "<p>Hello</p>", onChange: fn(), campaignId: 42, autosaveIntervalMs: 300 },
  decorators: [
    (Story) => (
      <>
        <Story />
        <NoticeList />
      </>
    ),
  ],
} satisfies Meta<typeof EmailBodyField>;

export default meta;
type Story = StoryObj<typeof meta>;

const editable = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-label="Email body"][contenteditable="true"]')!;

const saved = fakeApi(emailRoutes);

export const AutosavesADraft: Story = {
  decorators: [withFakeApi(saved)],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(editable(canvasElement));
    await userEvent.keyboard(" there");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining("there")));
    await waitFor(() =>
      expect(saved.calls).toContainEqual(
        expect.objectContaining({
          path: "/ajax/email/autosave/42",
          body: { name: "html", html: expect.stringContaining("there") },
        }),
      ),
    );
  },
};

export const AutosaveFailureIsTold: Story = {
  decorators: [withFakeApi(refused)],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(editable(canvasElement));
    await userEvent.keyboard("!");
    await waitFor(() =>
      expect(refused.calls).toContainEqual(
        expect.objectContaining({
          path: "/ajax/email/autosave/42",
          body: { name: "html", html: expect.stringContaining("!") },
        }),
      ),
    );
    await expect(
      await canvas.findByText("Autosave failed: Only a draft of this account can be autosaved."),
    ).toBeVisible();
  },
};

export const MergeTagsFromTheAccount: Story = {
  decorators: [withFakeApi(fakeApi(emailRoutes))],
  args: { campaignId: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(editable(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "Insert merge tag" }));
    const menu = within(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Merge tags" }),
    );
    // The account's custom fields follow First Name and Last Name (SPEC §3).
    await waitFor(() =>
      expect(menu.getAllByRole("button").map((button) => button.textContent)).toEqual([
        "First Name",
        "Last Name",
        "City",
      ]),
    );
  },
};
