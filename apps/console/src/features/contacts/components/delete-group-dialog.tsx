import { ConfirmDialog } from "@sendline/ui/alert-dialog";
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
    <ConfirmDialog
      open={group !== null}
      onClose={onClose}
      title={`Delete “${group?.name}”?`}
      description={
        group
          ? `${group.valid_contacts === 0 ? "It has no contacts." : `Its ${contactCount(group.valid_contacts)} will be deleted with it.`} This cannot be undone.`
          : null
      }
      confirmLabel="Delete group"
      pending={remove.isPending}
      onConfirm={() => group && remove.mutate([group.id], { onSuccess: onClose })}
      {...(onClosed && {
        onCloseAutoFocus: (event: Event) => {
          event.preventDefault();
          onClosed();
        },
      })}
    />
  );
}
