import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { TopUpSuccess } from "./top-up-success";

const meta = {
  title: "Console/Billing/TopUpSuccess",
  component: TopUpSuccess,
  args: { txnid: "TXN-0A1B2C3D4E5F", amount: 500, currency: "PHP" },
} satisfies Meta<typeof TopUpSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingUntilTheLinkIsOpened: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Top-up created");
    await expect(status).toHaveTextContent("PHP 500.00");
    await expect(status).toHaveTextContent("TXN-0A1B2C3D4E5F");
  },
};
