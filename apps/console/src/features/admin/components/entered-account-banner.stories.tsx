import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "@sendline/ui/button";
import { expect } from "storybook/test";
import { withFakeApi } from "../../../testing/fake-api";
import { EnteredAccountBanner } from "./entered-account-banner";

const meta = {
  title: "Console/Admin/EnteredAccountBanner",
  component: EnteredAccountBanner,
  args: {
    accountId: 1,
    leave: (
      <Button size="sm" variant="outline">
        Leave
      </Button>
    ),
  },
  decorators: [
    withFakeApi({ "GET /admin/data/accounts": { data: [{ id: 1, name: "Acme Corporation", is_trial: 0 }] } }),
  ],
} satisfies Meta<typeof EnteredAccountBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesTheEnteredAccount: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("region", { name: "Staff access" });
    await expect(await canvas.findByText("Acme Corporation")).toBeVisible();
    await expect(banner).toHaveTextContent("The account's owner can see when staff entered.");
    await expect(canvas.getByRole("button", { name: "Leave" })).toBeVisible();
  },
};
