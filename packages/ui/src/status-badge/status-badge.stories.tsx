import { CAMPAIGN_STATUSES, statusColor } from "@sendline/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StatusBadge } from "./status-badge";

const meta = {
  title: "Kit/StatusBadge",
  component: StatusBadge,
  args: { status: "completed" },
  argTypes: { status: { control: "select", options: CAMPAIGN_STATUSES } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

function badgeTest(label: string, variant: string): Story["play"] {
  return async ({ canvas }) => {
    const badge = canvas.getByText(label);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute("data-variant", variant);
  };
}

export const Success: Story = { args: { status: "completed" }, play: badgeTest("Completed", "success") };

export const Danger: Story = { args: { status: "run_failed" }, play: badgeTest("Run failed", "danger") };

export const Info: Story = { args: { status: "for_approval" }, play: badgeTest("For approval", "info") };

export const Warning: Story = { args: { status: "queue_wait" }, play: badgeTest("Queue wait", "warning") };

export const Primary: Story = { args: { status: "scheduled" }, play: badgeTest("Scheduled", "primary") };

export const Gray: Story = { args: { status: "draft" }, play: badgeTest("Draft", "gray") };

export const UnknownStatus: Story = {
  args: { status: "archived_by_provider" },
  play: badgeTest("Archived by provider", "gray"),
};

/** Every status code of the SPEC with its colour: the screenshot catches any change of palette. */
export const AllStatuses: Story = {
  render: () => (
    <ul className="grid max-w-3xl grid-cols-3 gap-2">
      {CAMPAIGN_STATUSES.map((status) => (
        <li key={status} className="flex items-center justify-between gap-2 text-xs">
          <code className="text-muted-foreground">{status}</code>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-slot="status-badge"]');
    await expect(badges).toHaveLength(CAMPAIGN_STATUSES.length);
    for (const [index, status] of CAMPAIGN_STATUSES.entries()) {
      await expect(badges[index]).toHaveAttribute("data-variant", statusColor(status));
    }
    await expect(within(canvasElement).getByText("For approval")).toHaveAttribute("data-variant", "info");
  },
};

/** Every status colour on the dark theme. */
export const DarkAllStatuses: Story = {
  ...AllStatuses,
  globals: { theme: "dark" },
  play: async (context) => {
    await AllStatuses.play?.(context);
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveClass("dark");
  },
};
