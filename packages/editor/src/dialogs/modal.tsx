import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

export interface EditorModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Width of the modal in px (SPEC §9: 600 link, 700 image, 705 edit image). */
  width: number;
  /** Where the focus goes once the modal has closed: the editor. */
  onClosed: () => void;
  children: ReactNode;
}

/** The editor's modal: closes by its close button, Escape or a click outside, then focuses the editor. */
export function EditorModal({ open, onOpenChange, title, width, onClosed, children }: EditorModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" data-slot="editor-modal-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          data-slot="editor-modal"
          style={{ width, maxWidth: "calc(100vw - 2rem)" }}
          className="fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-background p-6 text-foreground shadow-lg"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded px-2 py-1 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              ✕
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const fieldClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[invalid=true]:border-danger";
export const primaryButtonClass =
  "rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50";
export const errorClass = "mt-1 text-sm text-danger";
