import { type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { useState } from "react";
import { useStaffEntries, type StaffEntryRow } from "../api/activity";
import { adminDate } from "./admin-format";

const COLUMNS: DataTableColumn<StaffEntryRow>[] = [
  { id: "date_created", header: "When", cell: ({ row }) => adminDate(row.original.date_created) },
  { id: "staff", header: "Staff member", cell: ({ row }) => row.original.staff_name },
  {
    id: "action",
    header: "What",
    cell: ({ row }) => (row.original.action === "enter" ? "Entered your account" : "Left your account"),
  },
];

/**
 * For the account's owner: when the provider's staff entered and left the account (for the
 * settings screens).
 */
export function StaffEntries() {
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const list = useStaffEntries(query);
  return (
    <DataTable
      label="Staff access to your account"
      columns={COLUMNS}
      data={list.data?.data ?? []}
      getRowId={(row) => String(row.id)}
      status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
      onRetry={() => void list.refetch()}
      emptyMessage="Our staff have not entered your account."
      query={query}
      onQueryChange={setQuery}
      totalPages={list.data?.total_pages ?? 1}
      storageKey="staff-entries"
      hideSearch
    />
  );
}
