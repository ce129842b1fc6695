import type { Meta, StoryObj } from "@storybook/react-vite";
import { SendIcon } from "lucide-react";
import { expect, fn } from "storybook/test";
import { Button } from "./button";

const meta = {
  title: "Kit/Button",
  component: Button,
  args: { children: "Send campaign", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "danger", "link"] },
    size: { control: "select", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Send campaign" });
    await expect(button).toHaveAttribute("data-variant", "primary");
    await expect(button).toHaveAttribute("data-size", "md");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("button")).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: { variant: "danger", children: "Delete campaign" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toHaveAttribute("data-variant", "danger");
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <SendIcon aria-hidden /> Send now
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Send now" })).toBeVisible();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#reports">Open reports</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Open reports" });
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(link).not.toHaveAttribute("type");
  },
};

export const LongText: Story = {
  args: { children: "Approve and schedule every selected campaign for tomorrow morning" },
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toHaveTextContent(/tomorrow morning$/);
  },
};

/** Every variant in every size, for the screenshot. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-3">
      {(["primary", "secondary", "outline", "ghost", "danger", "link"] as const).map((variant) => (
        <div key={variant} className="flex items-center gap-3">
          {(["sm", "md", "lg"] as const).map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {variant} disabled
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(24);
  },
};

/** Every variant on the dark theme (`.dark` on `<html>`), for the screenshot and axe's contrast check. */
export const DarkAllVariants: Story = {
  ...AllVariants,
  globals: { theme: "dark" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass("dark");
    const primary = canvas.getByRole("button", { name: "primary md" });
    // The dark theme's --primary (#3b82f6), not the light one.
    await expect(getComputedStyle(primary).backgroundColor).toBe("rgb(59, 130, 246)");
  },
};
