/**
 * An error under a group of controls (a fieldset), which the kit's FieldError, tied to one control,
 * does not cover; marked as a field error so the form can scroll to it.
 */
export function FieldsetError({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p role="alert" data-slot="field-error" className="text-xs font-medium text-danger">
      {children}
    </p>
  );
}

export interface GroupChecklistProps {
  legend: string;
  groups: readonly { id: number; name: string; valid_contacts: number }[] | undefined;
  value: readonly number[];
  onValueChange: (ids: number[]) => void;
  /** Shown when the account has no such groups. */
  emptyText?: string;
  /** The error under the list (a field error or a server refusal). */
  error?: string | null;
}

/** Contact groups to tick, each with how many valid contacts it holds. */
export function GroupChecklist({
  legend,
  groups,
  value,
  onValueChange,
  emptyText,
  error,
}: GroupChecklistProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {groups?.length === 0 && emptyText && <p className="text-sm">{emptyText}</p>}
      {groups?.map((group) => (
        <label key={group.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={value.includes(group.id)}
            onChange={(event) =>
              onValueChange(
                event.target.checked ? [...value, group.id] : value.filter((id) => id !== group.id),
              )
            }
          />
          {group.name} ({group.valid_contacts.toLocaleString()} contacts)
        </label>
      ))}
      <FieldsetError>{error}</FieldsetError>
    </fieldset>
  );
}
