import { formatAmount, type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
import { Badge } from "@sendline/ui/badge";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { useState } from "react";
import { useTopUps, type TopUpRow } from "../api/get-top-ups";
import { TOP_UP_STATUS_BADGES, billingDate } from "./billing-format";

const COLUMNS: DataTableColumn<TopUpRow>[] = [
  {
    id: "txnid",
    header: "Transaction",
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.txnid}</span>,
  },
  {
    id: "amount",
    header: "Amount",
    cell: ({ row }) => (
      <span className="tabular-nums">
        {row.original.currency_code} {formatAmount(row.original.amount)}
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => {
      const badge = TOP_UP_STATUS_BADGES[row.original.status];
      return <Badge variant={badge.variant}>{badge.label}</Badge>;
    },
  },
  { id: "provider", header: "Payment method", cell: ({ row }) => row.original.provider_name },
  { id: "date_created", header: "Created", cell: ({ row }) => billingDate(row.original.date_created) },
  { id: "date_paid", header: "Paid", cell: ({ row }) => billingDate(row.original.date_paid) },
];

/** The account's top-ups (SPEC §2 top-up history, list convention): newest first, with their status. */
export function TopUpHistory() {
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const list = useTopUps(query);
  return (
    <DataTable
      label="Top-up history"
      columns={COLUMNS}
      data={list.data?.data ?? []}
      getRowId={(row) => String(row.id)}
      status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
      onRetry={() => void list.refetch()}
      emptyMessage={query.keyword ? "No top-ups match the search." : "No top-ups yet."}
      query={query}
      onQueryChange={setQuery}
      totalPages={list.data?.total_pages ?? 1}
      storageKey="top-up-history"
    />
  );
}
