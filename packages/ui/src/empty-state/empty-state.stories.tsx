import type { Meta, StoryObj } from "@storybook/react-vite";
import { InboxIcon } from "lucide-react";
import { expect, fn } from "storybook/test";
import { Button } from "../button/button";
import {
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
} from "./empty-state";

type Args = { onCreate: () => void; description: string };

const meta = {
  title: "Kit/EmptyState",
  args: { onCreate: fn(), description: "Campaigns you create show here with their status and results." },
  render: ({ onCreate, description }) => (
    <EmptyState aria-labelledby="empty-title">
      <EmptyStateIcon>
        <InboxIcon />
      </EmptyStateIcon>
      <EmptyStateTitle id="empty-title">No campaigns yet</EmptyStateTitle>
      <EmptyStateDescription>{description}</EmptyStateDescription>
      <EmptyStateActions>
        <Button onClick={onCreate}>Create campaign</Button>
      </EmptyStateActions>
    </EmptyState>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("region", { name: "No campaigns yet" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Create campaign" }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
  args: {
    description:
      "No contacts match these filters. Clear the search or pick another group to see the contacts of your account.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No contacts match/)).toBeVisible();
  },
};

/** Narrow on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkNarrow: Story = { ...Narrow, globals: { theme: "dark" } };
