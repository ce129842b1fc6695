import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@sendline/ui/dialog";
import type { ReactNode } from "react";

export interface EditorModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Width of the modal in px (SPEC §9: 600 link, 700 image and file, 705 edit image). */
  width: number;
  /** Where the focus goes once the modal has closed: the editor. */
  onClosed: () => void;
  children: ReactNode;
}

/** The editor's modal, the kit's Dialog: closes by its close button, Escape or a click outside, then focuses the editor. */
export function EditorModal({ open, onOpenChange, title, width, onClosed, children }: EditorModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        style={{ width }}
        // The kit caps dialogs at 32rem from the sm breakpoint; the editor's modals have their own widths.
        className="sm:max-w-[calc(100%-2rem)]!"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export const fieldClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[invalid=true]:border-danger";
export const primaryButtonClass =
  "rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50";
export const errorClass = "mt-1 text-sm text-danger";
