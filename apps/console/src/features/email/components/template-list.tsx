import { DEFAULT_SORT, type ListQuery } from "@sendline/core";
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
import { Button } from "@sendline/ui/button";
import { DataTable, type DataTableColumn } from "@sendline/ui/data-table";
import { useState } from "react";
import { Link } from "wouter";
import { notify } from "../../../lib/notices";
import { silentFailureMessage } from "../../../lib/response-handler";
import { useDeleteTemplates, useTemplates, type EmailTemplateSummary } from "../api/templates";

const columnsFor = (
  onDelete: (template: EmailTemplateSummary) => void,
): DataTableColumn<EmailTemplateSummary>[] => [
  {
    id: "name",
    header: "Template",
    cell: ({ row }) => (
      <Link
        href={`/${row.original.id}`}
        className="font-medium text-primary underline-offset-2 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "date_last_updated",
    header: "Last saved",
    cell: ({ row }) => new Date(row.original.date_last_updated).toLocaleString(),
  },
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <div className="flex justify-end gap-2">
        <Button asChild size="sm" variant="outline">
          <Link href={`/${row.original.id}`}>Edit</Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDelete(row.original)}>
          Delete<span className="sr-only"> {row.original.name}</span>
        </Button>
      </div>
    ),
  },
];

/**
 * The account's email templates (SPEC §2): searched, sorted newest or oldest first and paged by the
 * server; each opens in the design editor, and a delete asks first.
 */
export function TemplateList() {
  const [query, setQuery] = useState<ListQuery>({
    page: 1,
    page_size: 10,
    sort_column: DEFAULT_SORT.sort_column,
    sort_direction: DEFAULT_SORT.sort_direction,
  });
  const list = useTemplates(query);
  const remove = useDeleteTemplates();
  const [doomed, setDoomed] = useState<EmailTemplateSummary | null>(null);
  const refusal = silentFailureMessage(remove.error);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button asChild>
          <Link href="/new">New template</Link>
        </Button>
      </div>
      <DataTable
        label="Templates"
        columns={columnsFor(setDoomed)}
        data={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        status={list.isError ? "error" : list.isPending ? "loading" : "ready"}
        onRetry={() => void list.refetch()}
        emptyMessage="No templates yet: design the first one."
        query={query}
        onQueryChange={setQuery}
        totalPages={list.data?.total_pages ?? 1}
        storageKey="email-templates"
      />
      {refusal && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm">
          {refusal}
        </p>
      )}
      <AlertDialog open={doomed !== null} onOpenChange={(open) => !open && setDoomed(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this template?</AlertDialogTitle>
            <AlertDialogDescription>
              “{doomed?.name}” will be gone. Campaigns made from it keep their email.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction
              variant="danger"
              onClick={() => {
                if (!doomed) return;
                remove.mutate([doomed.id], { onSuccess: () => notify("Template deleted.") });
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
