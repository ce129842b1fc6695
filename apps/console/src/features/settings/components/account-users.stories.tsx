import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { AccountUsers } from "./account-users";
import { fakeUsers, USERS } from "./settings-fixtures";

const meta = {
  title: "Console/Settings/AccountUsers",
  component: AccountUsers,
  args: { currentUserId: 3 },
} satisfies Meta<typeof AccountUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListsUsersWithTheirStatus: Story = {
  decorators: [withFakeApi(fakeUsers())],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Users" });
    await within(table).findByText("Nina New");
    const row = (name: string) => within(table).getByText(name).closest("tr")!;
    await expect(within(row("Nina New")).getByText("Invited")).toBeVisible();
    await expect(within(row("Dora Gone")).getByText("Disabled")).toBeVisible();
    await expect(within(row("Adam Agent")).getByText("Active")).toBeVisible();
    // The signed-in owner can neither disable themselves nor change their own role.
    await expect(within(row("Olivia Owner")).queryByRole("button", { name: /Disable/ })).toBeNull();
    await expect(
      within(row("Olivia Owner")).getByRole("combobox", { name: "Role of Olivia Owner" }),
    ).toBeDisabled();
  },
};

const inviting = fakeApi(fakeUsers());
export const InvitesAUserByEmail: Story = {
  decorators: [withFakeApi(inviting)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText("Adam Agent");
    await userEvent.click(canvas.getByRole("button", { name: "Invite user" }));
    const dialog = await body.findByRole("dialog", { name: "Invite user" });
    const form = within(dialog);
    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));
    await expect(form.getAllByText("This is a required field.")).toHaveLength(3);
    await userEvent.type(form.getByLabelText("First name"), "Adam");
    await userEvent.type(form.getByLabelText("Last name"), "Again");
    await userEvent.type(form.getByLabelText("Email"), "agent@acme.test");
    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));
    await expect(await form.findByText("This email address is already in use.")).toBeVisible();
    await expect(form.getByLabelText("First name")).toHaveValue("Adam");
    await userEvent.clear(form.getByLabelText("Email"));
    await userEvent.type(form.getByLabelText("Email"), "ben@acme.test");
    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(inviting.calls.find((call) => call.method === "POST")?.body).toMatchObject({
      email: "agent@acme.test",
      role_id: 4,
    });
    await expect(inviting.calls.filter((call) => call.method === "POST").at(-1)?.body).toEqual({
      fname: "Adam",
      lname: "Again",
      email: "ben@acme.test",
      role_id: 4,
    });
    await expect(await canvas.findByText("ben@acme.test")).toBeVisible();
  },
};

const updating = fakeApi(fakeUsers());
export const DisablesAndReRolesAUser: Story = {
  decorators: [withFakeApi(updating)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText("Adam Agent");
    await userEvent.click(canvas.getByRole("button", { name: "Disable Adam Agent" }));
    await expect(await canvas.findByRole("button", { name: "Enable Adam Agent" })).toBeVisible();
    await expect(updating.calls.at(-2)).toMatchObject({
      method: "PUT",
      path: "/ajax/settings/users/4",
      body: { user_status: "disabled" },
    });
    await userEvent.click(canvas.getByRole("combobox", { name: "Role of Nina New" }));
    await userEvent.click(await body.findByRole("option", { name: "Account Owner" }));
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: "Role of Nina New" })).toHaveTextContent("Account Owner"),
    );
    await expect(updating.calls.find((call) => call.path === "/ajax/settings/users/7")?.body).toEqual({
      role_id: 3,
    });
  },
};

const resending = fakeApi(fakeUsers());
export const ResendsAnInvitationNotYetUsed: Story = {
  decorators: [withFakeApi(resending)],
  play: async ({ canvas }) => {
    await canvas.findByText("Nina New");
    // Only an invited user who has not set a password yet gets the link again.
    await expect(canvas.getAllByRole("button", { name: /Resend invitation/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: "Resend invitation to Nina New" }));
    await waitFor(() =>
      expect(resending.calls.at(-1)).toMatchObject({
        method: "POST",
        path: "/ajax/settings/users/7/invitation",
      }),
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const ARefusalIsSaid: Story = {
  decorators: [
    withFakeApi({
      ...fakeUsers(USERS),
      "PUT /ajax/settings/users/:id": { fail: 404, message: "User not found" },
    }),
  ],
  play: async ({ canvas }) => {
    await canvas.findByText("Adam Agent");
    await userEvent.click(canvas.getByRole("button", { name: "Disable Adam Agent" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("User not found");
  },
};
