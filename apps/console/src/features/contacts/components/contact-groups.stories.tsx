import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import {
  contactsWire,
  fakePhonebook,
  groupFixtures,
  type GroupFixture,
} from "../../../testing/contact-fixtures";
import { withFakeApi } from "../../../testing/fake-api";
import { ContactGroups } from "./contact-groups";

const inRouter: Decorator = (Story) => (
  <Router hook={memoryLocation({ path: "/" }).hook}>
    <Story />
  </Router>
);

const meta = {
  title: "Console/Contacts/ContactGroups",
  component: ContactGroups,
  decorators: [inRouter],
} satisfies Meta<typeof ContactGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);

const listed = fakePhonebook();
export const GroupsWithTheirCounts: Story = {
  decorators: [withFakeApi(listed)],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Contact groups" });
    await within(table).findByRole("link", { name: "VIP customers" });
    // Newest first: the default sort is id descending (SPEC §9).
    await expect(rowNames(table)).toEqual(["QA phonesTest", "VIP customers", "Loyalty members"]);
    const vip = within(table).getByRole("link", { name: "VIP customers" }).closest("tr")!;
    await expect(
      within(vip)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["VIP customers", "SMS", "8", "1", "Feb 11, 2026", "RenameDelete"]);
    await expect(within(table).getByRole("link", { name: "VIP customers" })).toHaveAttribute(
      "href",
      "/groups/12",
    );
    await expect(listed.calls.at(-1)?.query.get("page_size")).toBe("10");
  },
};

const many: GroupFixture[] = Array.from({ length: 12 }, (_, index) => ({
  id: 100 + index,
  name: `Branch ${String(index + 1).padStart(2, "0")}`,
  contact_type: index % 4 === 3 ? "email" : "sms",
  is_test: false,
  date_created: `2026-02-${String(index + 1).padStart(2, "0")}T01:00:00.000Z`,
  contacts: contactsWire(index + 1, 2000 + index * 20),
}));
const paged = fakePhonebook(many);
export const SearchSortAndPages: Story = {
  decorators: [withFakeApi(paged)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole("table", { name: "Contact groups" });
    await within(table).findByRole("link", { name: "Branch 12" });
    await expect(within(table).getAllByRole("link")).toHaveLength(10);
    await expect(canvas.getByText("Page 1 of 2")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await within(table).findByRole("link", { name: "Branch 02" });
    await expect(
      within(table)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Branch 02", "Branch 01"]);

    await userEvent.click(canvas.getByRole("combobox", { name: "Sort" }));
    await userEvent.click(await body.findByRole("option", { name: "Oldest to Newest" }));
    await waitFor(() => expect(rowNames(table)[0]).toBe("Branch 01"));
    await expect(paged.calls.at(-1)?.query.get("sort_direction")).toBe("asc");

    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "branch 07");
    await waitFor(() => expect(rowNames(table)).toEqual(["Branch 07"]));
    await expect(paged.calls.at(-1)?.query.get("keyword")).toBe("branch 07");
    await expect(paged.calls.at(-1)?.query.get("page")).toBe("1");
  },
};

const renamed = fakePhonebook();
export const RenameChecksTheName: Story = {
  decorators: [withFakeApi(renamed)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const rename = await canvas.findByRole("button", { name: "Rename VIP customers" });
    // From the keyboard: the row's button opens the dialog, focus starts in the name field.
    rename.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Rename group" });
    const name = within(dialog).getByRole("textbox", { name: "Group name" });
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.clear(name);
    await userEvent.type(name, "loyalty members{Enter}");
    await expect(await within(dialog).findByText("A group of that name exists already.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(renamed.calls.some((call) => call.method === "PUT")).toBe(false);

    await userEvent.clear(name);
    await userEvent.type(name, "VIP customers 2026{Enter}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await canvas.findByRole("link", { name: "VIP customers 2026" });
    await expect(renamed.calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/ajax/phonebook/groups/12",
      body: { name: "VIP customers 2026" },
    });
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Rename VIP customers 2026" })).toHaveFocus(),
    );
  },
};

const refused = fakePhonebook(groupFixtures(), {
  "PUT /ajax/phonebook/groups/:id": {
    fail: 422,
    message: "Validation Error",
    errors: { name: ["Contains characters that cannot be stored."] },
  },
});
export const ServerRefusalOnTheField: Story = {
  decorators: [withFakeApi(refused)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Rename QA phones" }));
    const dialog = await body.findByRole("dialog", { name: "Rename group" });
    const name = within(dialog).getByRole("textbox", { name: "Group name" });
    await userEvent.clear(name);
    await userEvent.type(name, "QA handsets");
    await userEvent.click(within(dialog).getByRole("button", { name: "Rename" }));
    await expect(await within(dialog).findByText("Contains characters that cannot be stored.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(refused.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      "GET /ajax/phonebook/groupsearch",
    );
  },
};

const deleted = fakePhonebook();
export const DeleteAsksFirst: Story = {
  decorators: [withFakeApi(deleted)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete Loyalty members" }));
    let confirm = await body.findByRole("alertdialog", { name: "Delete “Loyalty members”?" });
    await expect(confirm).toHaveTextContent(
      "Its 40 contacts will be deleted with it. This cannot be undone.",
    );
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(deleted.calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.click(canvas.getByRole("button", { name: "Delete Loyalty members" }));
    confirm = await body.findByRole("alertdialog", { name: "Delete “Loyalty members”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete group" }));
    await waitFor(() => expect(canvas.queryByRole("link", { name: "Loyalty members" })).toBeNull());
    await expect(body.queryByRole("alertdialog")).toBeNull();
    await expect(deleted.calls.find((call) => call.method === "DELETE")?.body).toEqual({ id: [11] });
  },
};

export const NoGroupsYet: Story = {
  decorators: [withFakeApi(fakePhonebook([]))],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("No contact groups yet. Upload contacts to make one."),
    ).toBeVisible();
  },
};
