import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { AuditLog } from "./audit-log";
import { onePage } from "../../../testing/list-page";

const meta = {
  title: "Console/Admin/AuditLog",
  component: AuditLog,
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROWS = [
  {
    id: 2,
    date_created: "2026-06-01T09:05:00.000Z",
    user_id: 2,
    user_email: "staff@sendline.test",
    action: "route.update",
    entity: "route",
    entity_id: 1,
    account_id: null,
    account_name: null,
    before: { cost_per_segment: 0.5 },
    after: { cost_per_segment: 0.65 },
  },
  {
    id: 1,
    date_created: "2026-06-01T09:00:00.000Z",
    user_id: 2,
    user_email: "staff@sendline.test",
    action: "account.enter",
    entity: "account",
    entity_id: 1,
    account_id: 1,
    account_name: "Acme Corporation",
    before: null,
    after: { account: "Acme Corporation" },
  },
];

const api = fakeApi({
  "GET /admin/data/audit_log/list": (call) => ({
    data: onePage(
      ROWS.filter(
        (row) => !call.query.get("filter[action]") || row.action === call.query.get("filter[action]"),
      ),
    ),
  }),
});

export const ListsChangesAndFiltersThem: Story = {
  decorators: [withFakeApi(api)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('{"cost_per_segment":0.65}')).toBeVisible();
    await expect(canvas.getByText("Acme Corporation")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Action"), "route.update");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(canvas.queryByText("Acme Corporation")).not.toBeInTheDocument());
    await expect(api.calls.at(-1)?.query.get("filter[action]")).toBe("route.update");
  },
};
