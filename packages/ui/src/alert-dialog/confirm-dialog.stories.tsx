import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { ConfirmDialog } from "./alert-dialog";

type Args = { onConfirm: () => void; onClose: () => void; pending: boolean; defaultOpen?: boolean };

/** A screen's delete button and its confirmation; confirming "answers" after `pending` is lifted. */
function DeleteContact({ onConfirm, onClose, pending, defaultOpen = false }: Args) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete 639171234567
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Delete 639171234567?"
        description="The contact leaves this group and later campaigns to it. This cannot be undone."
        confirmLabel="Delete contact"
        pending={pending}
        onConfirm={() => {
          onConfirm();
          if (!pending) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Kit/ConfirmDialog",
  args: { onConfirm: fn(), onClose: fn(), pending: false },
  render: (args) => <DeleteContact {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmsThenCloses: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete 639171234567" }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("alertdialog", { name: "Delete 639171234567?" });
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete contact" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While the server answers, the buttons wait and neither Escape nor Cancel closes the dialog. */
export const WaitsForTheAnswer: Story = {
  args: { pending: true },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete 639171234567" }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("alertdialog", { name: "Delete 639171234567?" });
    await expect(within(dialog).getByRole("button", { name: "Delete contact" })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await expect(body.getByRole("alertdialog")).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const CancelKeepsIt: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete 639171234567" }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole("alertdialog");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("alertdialog")).toHaveAttribute("data-state", "open");
  },
};

/** Open on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkOpen: Story = { ...Open, globals: { theme: "dark" } };
