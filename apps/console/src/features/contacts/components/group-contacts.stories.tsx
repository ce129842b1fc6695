import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fakePhonebook } from "../../../testing/contact-fixtures";
import { withFakeApi } from "../../../testing/fake-api";
import { GroupContacts } from "./group-contacts";

const meta = {
  title: "Console/Contacts/GroupContacts",
  component: GroupContacts,
  args: { groupId: 12 },
} satisfies Meta<typeof GroupContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((header) => header.textContent);

const shown = fakePhonebook();
export const ContactsWithCustomFields: Story = {
  decorators: [withFakeApi(shown)],
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "VIP customers" });
    await expect(canvas.getByText("SMS group, 8 contacts, 1 unsubscribed")).toBeVisible();
    const table = await canvas.findByRole("table", { name: "Contacts of VIP customers" });
    await within(table).findByText("639171235767");
    await expect(headers(table)).toEqual([
      "Mobile",
      "First name",
      "Last name",
      "city",
      "tier",
      "Subscription",
      "Actions",
    ]);
    const off = within(table).getByRole("switch", { name: "Subscribed: 639171235761" });
    await expect(off).not.toBeChecked();
    await expect(within(off.closest("td")!).getByText("Unsubscribed Mar 10, 2026")).toBeVisible();
    await expect(within(table).getByRole("switch", { name: "Subscribed: 639171235767" })).toBeChecked();
  },
};

const toggled = fakePhonebook();
export const UnsubscribeAndSubscribeAgain: Story = {
  decorators: [withFakeApi(toggled)],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Contacts of VIP customers" });
    const contact = await within(table).findByRole("switch", { name: "Subscribed: 639171235767" });
    await userEvent.click(contact);
    await expect(await within(contact.closest("td")!).findByText("Unsubscribed Mar 14, 2026")).toBeVisible();
    await expect(contact).not.toBeChecked();
    await expect(toggled.calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/ajax/phonebook/contacts/1207/subscription",
      body: { subscribed: false },
    });
    await canvas.findByText("SMS group, 8 contacts, 2 unsubscribed");

    // Space on the focused switch subscribes the contact again.
    await expect(contact).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(await within(contact.closest("td")!).findByText("Subscribed")).toBeVisible();
    await expect(contact).toBeChecked();
    await canvas.findByText("SMS group, 8 contacts, 1 unsubscribed");
    await expect(toggled.calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({
      subscribed: true,
    });
  },
};

const deleted = fakePhonebook();
export const DeleteAContact: Story = {
  decorators: [withFakeApi(deleted)],
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole("table", { name: "Contacts of VIP customers" });
    const body = within(canvasElement.ownerDocument.body);

    // Cancelling keeps the contact and gives focus back to its button.
    const button = await within(table).findByRole("button", { name: "Delete 639171235767" });
    await userEvent.click(button);
    await userEvent.click(await body.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(deleted.calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("alertdialog", { name: "Delete 639171235767?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete contact" }));
    await waitFor(() => expect(within(table).queryByText("639171235767")).toBeNull());
    await expect(deleted.calls.find((call) => call.method === "DELETE")).toMatchObject({
      path: "/ajax/phonebook/contacts",
      body: { id: [1207] },
    });
    await canvas.findByText("SMS group, 7 contacts, 1 unsubscribed");
  },
};

const searched = fakePhonebook();
export const SearchAndPages: Story = {
  decorators: [withFakeApi(searched)],
  args: { groupId: 11 },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Contacts of Loyalty members" });
    await within(table).findByText("639171235699");
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    await expect(canvas.getByText("Page 1 of 4")).toBeVisible();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "Hector");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(5));
    await expect(within(table).getAllByText("Hector")).toHaveLength(4);
    await expect(searched.calls.at(-1)?.query.get("keyword")).toBe("Hector");
    await expect(canvas.getByText("Page 1 of 1")).toBeVisible();
  },
};

const downloaded = fakePhonebook();
export const DownloadsTheGroup: Story = {
  decorators: [withFakeApi(downloaded)],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Download contacts (CSV)" }));
    await waitFor(() =>
      expect(downloaded.calls.map((call) => `${call.path}?${call.query}`)).toContain(
        "/api/downloader/all-contacts?group_id=12",
      ),
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const GroupNotFound: Story = {
  decorators: [withFakeApi(fakePhonebook())],
  args: { groupId: 99 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This contact group could not be found.",
    );
  },
};
