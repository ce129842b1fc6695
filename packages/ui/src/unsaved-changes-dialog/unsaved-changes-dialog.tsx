import { UNSAVED_CHANGES_MESSAGES } from "@sendline/core";
import type { ComponentProps } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../alert-dialog/alert-dialog";

type UnsavedChangesVariant = keyof typeof UNSAVED_CHANGES_MESSAGES;

type UnsavedChangesDialogProps = ComponentProps<typeof AlertDialog> & {
  /**
   * Which guard asks: in-app navigation, or leaving or refreshing the page.
   * @default "navigation"
   */
  variant?: UnsavedChangesVariant;
  /** The user chose to leave and discard the changes. */
  onConfirm?: () => void;
  /** The user chose to stay, by the button or Escape. */
  onCancel?: () => void;
  /** @default "Leave page" */
  confirmLabel?: string;
  /** @default "Stay on page" */
  cancelLabel?: string;
};

function UnsavedChangesDialog({
  variant = "navigation",
  onConfirm,
  onCancel,
  confirmLabel = "Leave page",
  cancelLabel = "Stay on page",
  onOpenChange,
  children,
  ...props
}: UnsavedChangesDialogProps) {
  return (
    <AlertDialog onOpenChange={onOpenChange} {...props}>
      {children}
      <AlertDialogContent
        data-slot="unsaved-changes-dialog"
        data-variant={variant}
        onEscapeKeyDown={() => onCancel?.()}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Unsaved changes</AlertDialogTitle>
          <AlertDialogDescription>{UNSAVED_CHANGES_MESSAGES[variant]}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { UnsavedChangesDialog, type UnsavedChangesDialogProps, type UnsavedChangesVariant };
