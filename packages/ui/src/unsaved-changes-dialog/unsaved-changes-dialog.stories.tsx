import { UNSAVED_CHANGES_MESSAGES } from "@sendline/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AlertDialogTrigger } from "../alert-dialog/alert-dialog";
import { Button } from "../button/button";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";

const meta = {
  title: "Kit/UnsavedChangesDialog",
  component: UnsavedChangesDialog,
  args: { onConfirm: fn(), onCancel: fn(), onOpenChange: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Navigation: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Unsaved changes",
    });
    await expect(dialog).toHaveAccessibleDescription(UNSAVED_CHANGES_MESSAGES.navigation);
    await expect(within(dialog).getByRole("button", { name: "Stay on page" })).toHaveFocus();
  },
};

export const PageUnload: Story = {
  args: { defaultOpen: true, variant: "unload" },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(
      "There are unsaved changes. Leaving or refreshing this page will discard all changes. Are you sure you want to do this?",
    );
    await expect(dialog).toHaveAttribute("data-variant", "unload");
  },
};

export const ConfirmLeaves: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "Leave page" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(body.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

export const CancelStays: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole("alertdialog");
    await userEvent.keyboard("{Enter}");
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(body.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

export const EscapeStays: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const OpenedByTrigger: Story = {
  args: {
    children: (
      <AlertDialogTrigger asChild>
        <Button variant="outline">Back to campaigns</Button>
      </AlertDialogTrigger>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Back to campaigns" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("alertdialog")).toBeVisible();
  },
};

/** Navigation on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkNavigation: Story = { ...Navigation, globals: { theme: "dark" } };
