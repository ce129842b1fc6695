import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { ROLES } from "./admin-fixtures";
import { MissingPermissions } from "./missing-permissions";

const meta = {
  title: "Console/Admin/MissingPermissions",
  component: MissingPermissions,
} satisfies Meta<typeof MissingPermissions>;

export default meta;
type Story = StoryObj<typeof meta>;

const MISSING = [
  { method: "GET", endpoint: "/ajax/sms/approve/:id", route: "/sms-campaign", privilege: "/sms/approve_get" },
  { method: "POST", endpoint: "/ajax/sms/reject/:id", route: "/sms-campaign", privilege: "/sms/reject_post" },
];

let granted: string[] = [];
const api = fakeApi({
  "GET /admin/data/roles": { data: ROLES },
  "GET /admin/data/permissions/missing": () => ({
    data: MISSING.filter((row) => !granted.includes(row.privilege)),
  }),
  "POST /admin/data/permissions/grant": (call) => {
    granted = [...granted, (call.body as { privilege: string }).privilege];
    return { data: ROLES[0]! };
  },
});

export const GrantsAMissingPrivilegeInOneClick: Story = {
  decorators: [withFakeApi(api)],
  beforeEach: () => {
    granted = [];
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Grant /sms/approve_get" }));
    await expect(await canvas.findByText("Granted /sms/approve_get to Account User.")).toBeVisible();
    await expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      role_id: 3,
      route: "/sms-campaign",
      privilege: "/sms/approve_get",
    });
    await waitFor(() =>
      expect(canvas.queryByRole("button", { name: "Grant /sms/approve_get" })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole("button", { name: "Grant /sms/reject_post" })).toBeVisible();
  },
};

export const NothingMissing: Story = {
  decorators: [
    withFakeApi({
      "GET /admin/data/roles": { data: ROLES },
      "GET /admin/data/permissions/missing": { data: [] },
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Account User misses no privilege.")).toBeVisible();
  },
};
