import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Input } from "../input/input";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

const meta = {
  title: "Kit/Dialog",
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Rename group</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename group</DialogTitle>
          <DialogDescription>Contacts stay in the group; only its name changes.</DialogDescription>
        </DialogHeader>
        <Input aria-label="Group name" defaultValue="VIP customers" />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rename group" }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Rename group" });
    await expect(dialog).toHaveAccessibleDescription("Contacts stay in the group; only its name changes.");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(body.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("textbox", { name: "Group name" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole("button", { name: "Rename group" })).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("dialog")).toHaveAttribute("data-state", "open");
    await expect(body.getByRole("button", { name: "Close" })).toBeVisible();
  },
};

/** The open dialog on the dark theme, portalled into the body that carries the theme. */
export const DarkOpen: Story = {
  ...Open,
  globals: { theme: "dark" },
  play: async (context) => {
    await Open.play?.(context);
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole("dialog");
    // The dark theme's --background (#0b1120).
    await expect(getComputedStyle(dialog).backgroundColor).toBe("rgb(11, 17, 32)");
  },
};
