import { type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
import { ConfirmDialog } from "@sendline/ui/alert-dialog";
import { Button } from "@sendline/ui/button";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { Switch } from "@sendline/ui/switch";
import { DownloadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { groupContactsDownload, useDownloadContactsFile } from "../api/download-contacts-file";
import { useDeleteContacts } from "../api/delete-contacts";
import { useContactGroup, type ContactGroupDetail } from "../api/get-contact-group";
import { useGroupContacts, type Contact } from "../api/get-group-contacts";
import { useSetContactSubscription } from "../api/set-contact-subscription";
import { contactCount, shortDate } from "./contact-count";

const addressOf = (contact: Contact) => contact.mobile ?? contact.email ?? "";

/**
 * A contact's subscription: a switch to unsubscribe or subscribe again, and since when it is off.
 * The switch stays enabled while the change is sent, so keyboard focus stays on it.
 */
function SubscriptionToggle({ groupId, contact }: { groupId: number; contact: Contact }) {
  const change = useSetContactSubscription(groupId);
  return (
    <span className="flex items-center gap-2">
      <Switch
        size="sm"
        checked={contact.subscribed}
        aria-busy={change.isPending}
        aria-label={`Subscribed: ${addressOf(contact)}`}
        onCheckedChange={(on) => {
          if (!change.isPending) change.mutate({ id: contact.id, subscribed: on });
        }}
      />
      <span className="text-xs text-muted-foreground">
        {contact.subscribed || !contact.date_unsubscribed
          ? "Subscribed"
          : `Unsubscribed ${shortDate(contact.date_unsubscribed)}`}
      </span>
    </span>
  );
}

/** Asks before a contact is deleted from its group; the dialog stays until the server has answered. */
function DeleteContactDialog({
  groupId,
  contact,
  onClose,
  onClosed,
}: {
  groupId: number;
  contact: Contact | null;
  onClose: () => void;
  /** Puts focus back once the dialog has closed. */
  onClosed: () => void;
}) {
  const remove = useDeleteContacts(groupId);
  return (
    <ConfirmDialog
      open={contact !== null}
      onClose={onClose}
      title={`Delete ${contact ? addressOf(contact) : ""}?`}
      description="The contact leaves this group and later campaigns to it. This cannot be undone."
      confirmLabel="Delete contact"
      pending={remove.isPending}
      onConfirm={() => contact && remove.mutate([contact.id], { onSuccess: onClose })}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    />
  );
}

const columnsFor = (
  group: ContactGroupDetail,
  onDelete: (contact: Contact, button: HTMLButtonElement) => void,
): DataTableColumn<Contact>[] => [
  {
    id: "address",
    header: group.contact_type === "sms" ? "Mobile" : "Email",
    cell: ({ row }) => <span className="tabular-nums">{addressOf(row.original)}</span>,
  },
  { id: "first_name", header: "First name", cell: ({ row }) => row.original.first_name },
  { id: "last_name", header: "Last name", cell: ({ row }) => row.original.last_name },
  ...group.custom_fields.map((name): DataTableColumn<Contact> => ({
    id: `field-${name}`,
    header: name,
    cell: ({ row }) => row.original.fields[name] ?? "",
  })),
  {
    id: "subscription",
    header: "Subscription",
    cell: ({ row }) => <SubscriptionToggle groupId={group.id} contact={row.original} />,
  },
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <Button
        variant="ghost"
        size="sm"
        className="text-danger"
        aria-label={`Delete ${addressOf(row.original)}`}
        onClick={(event) => onDelete(row.original, event.currentTarget)}
      >
        Delete
      </Button>
    ),
  },
];

export interface GroupContactsProps {
  groupId: number;
}

/**
 * A group's contacts: searchable by number, address or name and paged, one column a custom field
 * its contacts carry, each with its subscription to switch off (unsubscribe) or on again; the
 * group's contacts download as CSV.
 */
export function GroupContacts({ groupId }: GroupContactsProps) {
  const group = useContactGroup(groupId);
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const list = useGroupContacts(groupId, query);
  const files = useDownloadContactsFile();
  const download = groupContactsDownload(groupId);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  // After the dialog, focus goes back to the row's button, or to the table when the row is gone.
  const table = useRef<HTMLDivElement>(null);
  const refocus = () => (opener?.isConnected ? opener : table.current)?.focus();

  if (group.isError)
    return (
      <p role="alert" className="text-sm">
        This contact group could not be found.
      </p>
    );
  if (!group.data) return <p role="status">Loading the group…</p>;
  const details = group.data;
  return (
    <section aria-labelledby="group-contacts-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="group-contacts-title" className="text-xl font-semibold">
            {details.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {details.contact_type === "sms" ? "SMS" : "Email"} group, {contactCount(details.valid_contacts)},{" "}
            {details.unsubscribed.toLocaleString()} unsubscribed
          </p>
        </div>
        <Button
          variant="outline"
          disabled={files.busy !== null}
          aria-busy={files.busy !== null}
          onClick={() => void files.download(download)}
        >
          <DownloadIcon aria-hidden />
          Download contacts (CSV)
        </Button>
      </div>
      {files.error && (
        <p role="alert" className="text-sm text-danger">
          {files.error}
        </p>
      )}
      <div ref={table} tabIndex={-1} aria-label={`Contacts of ${details.name}`} className="outline-none">
        <DataTable
          label={`Contacts of ${details.name}`}
          columns={columnsFor(details, (contact, button) => {
            setOpener(button);
            setDeleting(contact);
          })}
          data={list.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
          onRetry={() => void list.refetch()}
          emptyMessage={query.keyword ? "No contacts match the search." : "This group has no contacts."}
          query={query}
          onQueryChange={setQuery}
          totalPages={list.data?.total_pages ?? 1}
          storageKey="group-contacts"
        />
      </div>
      <DeleteContactDialog
        groupId={groupId}
        contact={deleting}
        onClose={() => setDeleting(null)}
        onClosed={refocus}
      />
    </section>
  );
}
