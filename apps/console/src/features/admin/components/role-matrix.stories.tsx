import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { CATALOG, ROLES, changed } from "./admin-fixtures";
import { RoleMatrix } from "./role-matrix";

const meta = {
  title: "Console/Admin/RoleMatrix",
  component: RoleMatrix,
} satisfies Meta<typeof RoleMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = fakeApi({
  "GET /admin/data/roles": { data: ROLES },
  "GET /admin/data/permissions": { data: CATALOG },
  "PUT /admin/data/roles/:id": changed(ROLES[0]!),
});

export const TicksRoutesPrivilegesAndPermissions: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas }) => {
    const approve = await canvas.findByRole("checkbox", { name: "/sms/approve_get on /sms-campaign" });
    await expect(canvas.getByRole("checkbox", { name: "/sms/submit_get on /sms-campaign" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Access to /reports/traffic" })).not.toBeChecked();
    await userEvent.click(approve);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Access to /reports/traffic" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Access to /contacts" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "manage_users" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save role" }));
    await expect(await canvas.findByText("Role saved.")).toBeVisible();
    await expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
      access: { "/sms-campaign": ["/sms/submit_get", "/sms/approve_get"], "/reports/traffic": [] },
      permissions: ["sms_campaign_search", "manage_users"],
    });
  },
};

export const PrivilegesNeedTheRoutesAccess: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText("Role"), "Support Staff");
    await expect(
      await canvas.findByRole("checkbox", { name: "/sms/approve_get on /sms-campaign" }),
    ).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "Access to /sms-campaign" })).not.toBeChecked();
  },
};
