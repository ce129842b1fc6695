import { type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
import { Badge } from "@sendline/ui/badge";
import { Button } from "@sendline/ui/button";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { useState } from "react";
import { Link } from "wouter";
import { useContactGroups, type ContactGroup } from "../api/get-contact-groups";
import { shortDate } from "./contact-count";
import { DeleteGroupDialog } from "./delete-group-dialog";
import { RenameGroupDialog } from "./rename-group-dialog";

type Pending = { action: "rename" | "delete"; group: ContactGroup } | null;

const columnsFor = (
  hrefOf: (group: ContactGroup) => string,
  act: (pending: Pending) => void,
): DataTableColumn<ContactGroup>[] => [
  {
    id: "name",
    header: "Group",
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        <Link
          href={hrefOf(row.original)}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {row.original.name}
        </Link>
        {row.original.is_test && <Badge variant="outline">Test</Badge>}
      </span>
    ),
  },
  {
    id: "type",
    header: "Type",
    cell: ({ row }) => (row.original.contact_type === "sms" ? "SMS" : "Email"),
  },
  {
    id: "contacts",
    header: "Contacts",
    cell: ({ row }) => <span className="tabular-nums">{row.original.valid_contacts.toLocaleString()}</span>,
  },
  {
    id: "unsubscribed",
    header: "Unsubscribed",
    cell: ({ row }) => <span className="tabular-nums">{row.original.unsubscribed.toLocaleString()}</span>,
  },
  {
    id: "date_created",
    header: "Created",
    cell: ({ row }) => shortDate(row.original.date_created),
  },
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <span className="flex justify-end gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Rename ${row.original.name}`}
          onClick={() => act({ action: "rename", group: row.original })}
        >
          Rename
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          aria-label={`Delete ${row.original.name}`}
          onClick={() => act({ action: "delete", group: row.original })}
        >
          Delete
        </Button>
      </span>
    ),
  },
];

export interface ContactGroupsProps {
  /** The address of a group's contacts. @default `/groups/{id}` */
  hrefOf?: (group: ContactGroup) => string;
}

/**
 * The account's contact groups (SPEC §7 list convention, §9 "Lists"): searchable, paged (10 a
 * page by default, at most 100, remembered), newest or oldest first; each with its channel, its
 * contacts and how many unsubscribed, a link to its contacts, rename and delete.
 */
export function ContactGroups({ hrefOf = (group) => `/groups/${group.id}` }: ContactGroupsProps) {
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const [pending, setPending] = useState<Pending>(null);
  const list = useContactGroups(query);
  // The dialogs have no trigger of their own: focus goes back to the row's button that opened them.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const act = (next: Pending) => {
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setPending(next);
  };
  const close = () => setPending(null);
  const restoreFocus = () => {
    if (opener?.isConnected) opener.focus();
  };
  return (
    <>
      <DataTable
        label="Contact groups"
        columns={columnsFor(hrefOf, act)}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
        onRetry={() => void list.refetch()}
        emptyMessage={
          query.keyword
            ? "No groups match the search."
            : "No contact groups yet. Upload contacts to make one."
        }
        query={query}
        onQueryChange={setQuery}
        totalPages={list.data?.total_pages ?? 1}
        storageKey="contact-groups"
      />
      <RenameGroupDialog
        group={pending?.action === "rename" ? pending.group : null}
        onClose={close}
        onClosed={restoreFocus}
      />
      <DeleteGroupDialog
        group={pending?.action === "delete" ? pending.group : null}
        onClose={close}
        onClosed={restoreFocus}
      />
    </>
  );
}
