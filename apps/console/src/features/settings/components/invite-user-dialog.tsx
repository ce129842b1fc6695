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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@sendline/ui/select";
import { useState, type FormEvent } from "react";
import { fieldErrorsOf, silentFailureMessage } from "../../../lib/response-handler";
import { INVITE_FIELDS, useInviteUser, type AccountRole } from "../api/users";

const REQUIRED = "This is a required field.";

type Values = { fname: string; lname: string; email: string; role_id: string };
type Errors = Partial<Record<keyof Values | "_", string>>;

const TEXT_FIELDS = [
  { name: "fname", label: "First name", type: "text" },
  { name: "lname", label: "Last name", type: "text" },
  { name: "email", label: "Email", type: "email" },
] as const;

function InviteForm({ roles, onDone }: { roles: readonly AccountRole[]; onDone: () => void }) {
  const invite = useInviteUser();
  const [values, setValues] = useState<Values>({
    fname: "",
    lname: "",
    email: "",
    role_id: String(roles.find((role) => role.code === "account_user")?.id ?? roles[0]?.id ?? ""),
  });
  const [errors, setErrors] = useState<Errors>({});

  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own: Errors = {};
    for (const name of ["fname", "lname", "email", "role_id"] as const)
      if (!values[name].trim()) own[name] = REQUIRED;
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    try {
      await invite.mutateAsync({ ...values, role_id: Number(values.role_id) });
      onDone();
    } catch (failure) {
      const fields = fieldErrorsOf(failure, INVITE_FIELDS);
      setErrors({
        ...fields,
        _: Object.keys(fields).length ? undefined : (silentFailureMessage(failure) ?? undefined),
      });
    }
  };

  return (
    <form noValidate aria-label="Invite user" onSubmit={(event) => void submit(event)} className="grid gap-4">
      {TEXT_FIELDS.map((field) => (
        <Field key={field.name}>
          <FieldLabel>{field.label}</FieldLabel>
          <FieldControl>
            <Input
              type={field.type}
              autoComplete="off"
              value={values[field.name]}
              onChange={(event) => set(field.name, event.target.value)}
            />
          </FieldControl>
          <FieldError>{errors[field.name]}</FieldError>
        </Field>
      ))}
      <Field>
        <FieldLabel>Role</FieldLabel>
        <Select value={values.role_id} onValueChange={(value) => set("role_id", value)}>
          <FieldControl>
            <SelectTrigger>
              <SelectValue placeholder="Choose a role" />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            {roles.map((role) => (
              <SelectItem key={role.id} value={String(role.id)}>
                {role.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError>{errors.role_id}</FieldError>
      </Field>
      {errors._ && (
        <p role="alert" className="text-sm text-danger">
          {errors._}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? "Sending…" : "Send invitation"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export interface InviteUserDialogProps {
  open: boolean;
  /** The roles the new user may be given. */
  roles: readonly AccountRole[];
  onClose: () => void;
}

/** Invites a user by email: they choose their password from the emailed set-password link. */
export function InviteUserDialog({ open, roles, onClose }: InviteUserDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite user</DialogTitle>
          <DialogDescription>
            The user gets an email with a link to set their password, then signs in.
          </DialogDescription>
        </DialogHeader>
        {open && <InviteForm roles={roles} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
