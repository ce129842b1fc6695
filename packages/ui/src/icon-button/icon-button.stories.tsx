import type { Meta, StoryObj } from "@storybook/react-vite";
import { PencilIcon, TrashIcon } from "lucide-react";
import { expect, fn } from "storybook/test";
import { IconButton } from "./icon-button";

const meta = {
  title: "Kit/IconButton",
  component: IconButton,
  args: { "aria-label": "Edit campaign", children: <PencilIcon aria-hidden />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Edit campaign" });
    await expect(button).toHaveAttribute("data-variant", "ghost");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Edit campaign" })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <IconButton {...args} size="sm" aria-label="Delete, small" variant="danger">
        <TrashIcon aria-hidden />
      </IconButton>
      <IconButton {...args} size="md" aria-label="Delete, medium" variant="outline">
        <TrashIcon aria-hidden />
      </IconButton>
      <IconButton {...args} size="lg" aria-label="Delete, large" variant="primary">
        <TrashIcon aria-hidden />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Delete, small" })).toHaveAttribute("data-size", "sm");
    await expect(canvas.getByRole("button", { name: "Delete, large" })).toHaveAttribute("data-size", "lg");
  },
};

/** Sizes on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkSizes: Story = { ...Sizes, globals: { theme: "dark" } };
