import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";

type Args = {
  onPause: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onShowTests: (checked: boolean) => void;
  defaultOpen?: boolean;
};

const meta = {
  title: "Kit/DropdownMenu",
  args: { onPause: fn(), onDuplicate: fn(), onDelete: fn(), onShowTests: fn() },
  render: ({ onPause, onDuplicate, onDelete, onShowTests, defaultOpen }) => (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Campaign</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onPause}>Pause</DropdownMenuItem>
        <DropdownMenuItem onSelect={onDuplicate}>Duplicate</DropdownMenuItem>
        <DropdownMenuItem disabled>Approve</DropdownMenuItem>
        <DropdownMenuCheckboxItem checked onCheckedChange={onShowTests}>
          Show test campaigns
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onDelete}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PicksWithMouse: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Actions" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("menuitem", { name: "Duplicate" }));
    await expect(args.onDuplicate).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const PicksWithKeyboard: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("menu")).toBeVisible();
    await expect(body.getByRole("menuitem", { name: "Pause" })).toHaveFocus();
    // Arrow keys skip the disabled Approve item.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(body.getByRole("menuitemcheckbox", { name: "Show test campaigns" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onPause).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("menuitem", { name: "Delete" })).toHaveAttribute(
      "data-variant",
      "danger",
    );
    await expect(body.getByRole("menuitem", { name: "Approve" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Open on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkOpen: Story = { ...Open, globals: { theme: "dark" } };
