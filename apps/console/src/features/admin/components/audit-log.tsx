import { type ListQuery, FIRST_LIST_PAGE } from "@sendline/core";
import { Button } from "@sendline/ui/button";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { Field, FieldControl, FieldLabel } from "@sendline/ui/field";
import { Input } from "@sendline/ui/input";
import { DownloadIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useApi } from "../../../lib/app-context";
import { downloadFile } from "../../../lib/download";
import { auditLogCsvPath, useAuditLog, type AuditLogRow } from "../api/activity";
import { adminDate } from "./admin-format";

interface AuditFilter {
  action?: string;
  from?: string;
  to?: string;
}

/** A before / after value, as compact JSON. */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted-foreground">—</span>;
  return (
    <code className="block max-w-xs whitespace-pre-wrap break-all text-xs">{JSON.stringify(value)}</code>
  );
}

const COLUMNS: DataTableColumn<AuditLogRow>[] = [
  { id: "date_created", header: "When", cell: ({ row }) => adminDate(row.original.date_created) },
  { id: "user", header: "Who", cell: ({ row }) => row.original.user_email ?? "System" },
  {
    id: "action",
    header: "What",
    cell: ({ row }) => (
      <span className="font-mono text-xs">
        {row.original.action} {row.original.entity}
        {row.original.entity_id !== null && ` #${row.original.entity_id}`}
      </span>
    ),
  },
  { id: "account", header: "Account", cell: ({ row }) => row.original.account_name ?? "—" },
  { id: "before", header: "Before", cell: ({ row }) => <Json value={row.original.before} /> },
  { id: "after", header: "After", cell: ({ row }) => <Json value={row.original.after} /> },
];

/** Staff's audit log: every admin change and account entry, filtered, and as a CSV. */
export function AuditLog() {
  const api = useApi();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [draft, setDraft] = useState<AuditFilter>({});
  const [query, setQuery] = useState<ListQuery>(FIRST_LIST_PAGE);
  const [download, setDownload] = useState<"idle" | "busy" | "failed">("idle");
  const list = useAuditLog({ ...query, filter: { ...filter } });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
    setQuery((current) => ({ ...current, page: 1 }));
  };
  return (
    <div className="flex flex-col gap-4">
      <form aria-label="Audit log filter" onSubmit={apply} className="flex flex-wrap items-end gap-4">
        <Field>
          <FieldLabel>Action</FieldLabel>
          <FieldControl>
            <Input
              placeholder="e.g. route.update"
              value={draft.action ?? ""}
              onChange={(event) => setDraft({ ...draft, action: event.target.value || undefined })}
            />
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel>From</FieldLabel>
          <FieldControl>
            <Input
              type="date"
              value={draft.from ?? ""}
              onChange={(event) => setDraft({ ...draft, from: event.target.value || undefined })}
            />
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel>To</FieldLabel>
          <FieldControl>
            <Input
              type="date"
              value={draft.to ?? ""}
              onChange={(event) => setDraft({ ...draft, to: event.target.value || undefined })}
            />
          </FieldControl>
        </Field>
        <Button type="submit" variant="outline">
          Apply
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-busy={download === "busy"}
          disabled={download === "busy"}
          onClick={() => {
            setDownload("busy");
            downloadFile(api, auditLogCsvPath({ ...filter }), "audit-log.csv", { quiet: true })
              .then(() => setDownload("idle"))
              .catch(() => setDownload("failed"));
          }}
        >
          <DownloadIcon aria-hidden />
          Download CSV
        </Button>
      </form>
      {download === "failed" && (
        <p role="alert" className="text-sm text-danger">
          The download failed. Try again.
        </p>
      )}
      <DataTable
        label="Audit log"
        columns={COLUMNS}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
        onRetry={() => void list.refetch()}
        emptyMessage="No changes recorded in this range."
        query={query}
        onQueryChange={setQuery}
        totalPages={list.data?.total_pages ?? 1}
        storageKey="admin-audit-log"
      />
    </div>
  );
}
