import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@sendline/ui/alert-dialog";
import { useDeleteContactGroups } from "../api/delete-contact-groups";
import type { ContactGroup } from "../api/get-contact-groups";
import { contactCount } from "./contact-count";

export interface DeleteGroupDialogProps {
  /** The group to delete; the dialog is open while one is given. */
  group: ContactGroup | null;
  onClose: () => void;
  /** Called once the dialog has closed, to put focus back where the user was. */
  onClosed?: () => void;
}

/** Asks before a group is deleted with its contacts; the dialog stays until the server has answered. */
export function DeleteGroupDialog({ group, onClose, onClosed }: DeleteGroupDialogProps) {
  const remove = useDeleteContactGroups();
  return (
    <AlertDialog open={group !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!onClosed) return;
          event.preventDefault();
          onClosed();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{group?.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            {group
              ? `${group.valid_contacts === 0 ? "It has no contacts." : `Its ${contactCount(group.valid_contacts)} will be deleted with it.`} This cannot be undone.`
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="danger"
            disabled={remove.isPending}
            onClick={(event) => {
              // Closed once the server has answered, not at the click.
              event.preventDefault();
              if (!group) return;
              remove.mutate([group.id], { onSuccess: onClose });
            }}
          >
            Delete group
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
