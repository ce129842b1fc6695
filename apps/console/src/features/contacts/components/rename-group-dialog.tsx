import { Button } from "@sendline/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@sendline/ui/dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { useState, type FormEvent } from "react";
import { useApi } from "../../../lib/app-context";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { checkGroupName } from "../api/check-group-name";
import type { ContactGroup } from "../api/get-contact-groups";
import { RENAME_FIELDS, useRenameContactGroup } from "../api/rename-contact-group";

/** The server's words when the account has a group of that name already. */
export const GROUP_NAME_TAKEN = "A group of that name exists already.";
const NAME_REQUIRED = "Enter the group's name.";
const NAME_MAX_LENGTH = 120;

function RenameGroupForm({ group, onDone }: { group: ContactGroup; onDone: () => void }) {
  const api = useApi();
  const rename = useRenameContactGroup();
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    if (wanted === "") return setError(NAME_REQUIRED);
    if (wanted === group.name) return onDone();
    setError(null);
    setChecking(true);
    try {
      // The group check first (SPEC §7), so a taken name is said before anything changes.
      const found = await checkGroupName(api, wanted);
      if (found.exists && found.id !== group.id) return setError(GROUP_NAME_TAKEN);
      await rename.mutateAsync({ id: group.id, name: wanted });
      onDone();
    } catch (failure) {
      setError(fieldErrorsOf(failure, RENAME_FIELDS).name ?? silentFailureMessage(failure));
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Field>
        <FieldLabel>Group name</FieldLabel>
        <FieldControl>
          <Input
            value={name}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </FieldControl>
        <FieldError>{error}</FieldError>
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={checking}>
          Rename
        </Button>
      </DialogFooter>
    </form>
  );
}

export interface RenameGroupDialogProps {
  /** The group to rename; the dialog is open while one is given. */
  group: ContactGroup | null;
  onClose: () => void;
  /** Called once the dialog has closed, to put focus back where the user was. */
  onClosed?: () => void;
}

/**
 * Renames a contact group: the name is checked with the group check before it is sent, and the
 * server's refusal shows on the field.
 */
export function RenameGroupDialog({ group, onClose, onClosed }: RenameGroupDialogProps) {
  return (
    <Dialog open={group !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!onClosed) return;
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Rename group</DialogTitle>
          <DialogDescription>
            {group ? `“${group.name}” keeps its contacts under the new name.` : null}
          </DialogDescription>
        </DialogHeader>
        {group && <RenameGroupForm key={group.id} group={group} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
