import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

const meta = {
  title: "Kit/Popover",
  component: Popover,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Delivery codes</Button>
      </PopoverTrigger>
      <PopoverContent align="start" aria-label="Delivery codes">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-mono">1</dt>
          <dd>Delivered</dd>
          <dt className="font-mono">2</dt>
          <dd>Bounced</dd>
          <dt className="font-mono">8</dt>
          <dd>No delivery info</dd>
          <dt className="font-mono">16</dt>
          <dd>Rejected</dd>
        </dl>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnClick: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Delivery codes" });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("No delivery info")).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText("Bounced");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByText("Bounced")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button")).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText("Rejected")).toBeVisible();
  },
};

/** Open on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkOpen: Story = { ...Open, globals: { theme: "dark" } };
