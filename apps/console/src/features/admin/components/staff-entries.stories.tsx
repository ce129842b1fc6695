import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { withFakeApi } from "../../../testing/fake-api";
import { StaffEntries } from "./staff-entries";
import { onePage } from "../../../testing/list-page";

const meta = {
  title: "Console/Admin/StaffEntries",
  component: StaffEntries,
} satisfies Meta<typeof StaffEntries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsWhenStaffEnteredAndLeft: Story = {
  decorators: [
    withFakeApi({
      "GET /ajax/account/staff_entries/list": {
        data: onePage([
          { id: 2, action: "leave", staff_name: "Stella Staff", date_created: "2026-06-01T09:30:00.000Z" },
          { id: 1, action: "enter", staff_name: "Stella Staff", date_created: "2026-06-01T09:00:00.000Z" },
        ]),
      },
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Entered your account")).toBeVisible();
    await expect(canvas.getByText("Left your account")).toBeVisible();
    await expect(canvas.getAllByText("Stella Staff")).toHaveLength(2);
  },
};

export const NoVisitsYet: Story = {
  decorators: [withFakeApi({ "GET /ajax/account/staff_entries/list": { data: onePage([]) } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Our staff have not entered your account.")).toBeVisible();
  },
};
