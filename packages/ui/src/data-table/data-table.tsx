import type { ListQuery } from "@sendline/core";
import { AlertCircleIcon, InboxIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "../button/button";
import { Checkbox } from "../checkbox/checkbox";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { ListControls, type ListControlsProps } from "./list-controls";

/** A row as a column's `cell` sees it. */
type DataTableRow<TData> = { id: string; index: number; original: TData };

/** What a column's `cell` is called with: the row and the value the column reads from it. */
type DataTableCellContext<TData> = { row: DataTableRow<TData>; getValue: () => unknown };

/**
 * A column of a DataTable, in TanStack Table's column shape (`accessorKey` or `accessorFn`, `header`,
 * `cell`), so definitions move between the two. The table renders them itself: sorting, filtering and
 * paging happen on the server, and TanStack Table's row models would add about 10 kB gzip to the kit.
 */
type DataTableColumn<TData> = {
  /** Identifies the column. @default accessorKey */
  id?: string;
  /** The row field the column shows. */
  accessorKey?: keyof TData & string;
  /** Reads the column's value from a row, when it is not a single field. */
  accessorFn?: (row: TData, index: number) => unknown;
  /** The header cell. @default the column id */
  header?: ReactNode;
  /** Renders a body cell. @default the value as text */
  cell?: (context: DataTableCellContext<TData>) => ReactNode;
};

/** Selected row ids: `{ [id]: true }`. */
type DataTableRowSelection = Record<string, boolean>;

const columnId = <TData,>(column: DataTableColumn<TData>, index: number) =>
  column.id ?? column.accessorKey ?? String(index);

function cellContent<TData>(column: DataTableColumn<TData>, row: DataTableRow<TData>): ReactNode {
  const getValue = () =>
    column.accessorFn
      ? column.accessorFn(row.original, row.index)
      : column.accessorKey
        ? row.original[column.accessorKey]
        : undefined;
  if (column.cell) return column.cell({ row, getValue });
  const value = getValue();
  return value == null ? null : String(value);
}

/** Where the rows stand: fetched, being fetched, or failed. */
type DataTableStatus = "ready" | "loading" | "error";

type DataTableProps<TData> = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  /** The accessible name of the table. */
  label: string;
  columns: ReadonlyArray<DataTableColumn<TData>>;
  /** The current page of rows, as the server answered it. */
  data: ReadonlyArray<TData>;
  /** A stable id per row, used for selection. @default the row index */
  getRowId?: (row: TData, index: number) => string;
  /** @default "ready" */
  status?: DataTableStatus;
  /** The message shown when status is "error". @default "The list could not be loaded." */
  errorMessage?: ReactNode;
  /** Called by the error state's Retry button. */
  onRetry?: () => void;
  /** Shown when there are no rows. @default "No records found." */
  emptyMessage?: ReactNode;
  /** Adds a checkbox column with a select-all checkbox in the header. @default false */
  selectable?: boolean;
  /** Selected row ids (`{ [id]: true }`); controlled. */
  rowSelection?: DataTableRowSelection;
  defaultRowSelection?: DataTableRowSelection;
  onRowSelectionChange?: (selection: DataTableRowSelection) => void;
  /** The list query; controlled. See ListControls. */
  query?: ListQuery;
  defaultQuery?: ListQuery;
  onQueryChange?: ListControlsProps["onValueChange"];
  /** The server's total_pages. */
  totalPages?: number;
  /** Remembers the page size of this list in localStorage. */
  storageKey?: string;
  /** Passed to ListControls. @default 400 */
  searchDelay?: number;
  /** Hide the list controls (search, sort, page size, pagination). @default false */
  hideControls?: boolean;
  /** Number of skeleton rows while loading. @default 5 */
  skeletonRows?: number;
};

function DataTable<TData>({
  label,
  columns,
  data,
  getRowId,
  status = "ready",
  errorMessage = "The list could not be loaded.",
  onRetry,
  emptyMessage = "No records found.",
  selectable = false,
  rowSelection: rowSelectionProp,
  defaultRowSelection = {},
  onRowSelectionChange,
  query,
  defaultQuery,
  onQueryChange,
  totalPages,
  storageKey,
  searchDelay,
  hideControls = false,
  skeletonRows = 5,
  className,
  ...props
}: DataTableProps<TData>) {
  const [rowSelection, setRowSelection] = useControllableState<DataTableRowSelection>({
    value: rowSelectionProp,
    defaultValue: defaultRowSelection,
    onValueChange: onRowSelectionChange,
  });

  const rows: DataTableRow<TData>[] = data.map((original, index) => ({
    id: getRowId ? getRowId(original, index) : String(index),
    index,
    original,
  }));
  const columnCount = columns.length + (selectable ? 1 : 0);
  const state = status === "ready" && rows.length === 0 ? "empty" : status;
  // Selection is kept per row id, across pages; the header checkbox speaks for the rows on this page.
  const selectedOnPage = rows.filter((row) => rowSelection[row.id]).length;
  const allSelected = rows.length > 0 && selectedOnPage === rows.length;
  const someSelected = selectedOnPage > 0 && !allSelected;
  const select = (ids: string[], selected: boolean) => {
    const next = { ...rowSelection };
    for (const rowId of ids) {
      if (selected) next[rowId] = true;
      else delete next[rowId];
    }
    setRowSelection(next);
  };

  return (
    <div
      data-slot="data-table"
      data-state={state}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      {!hideControls && (
        <ListControls
          {...(query ? { value: query } : {})}
          {...(defaultQuery ? { defaultValue: defaultQuery } : {})}
          onValueChange={onQueryChange}
          {...(totalPages !== undefined ? { totalPages } : {})}
          {...(storageKey ? { storageKey } : {})}
          {...(searchDelay !== undefined ? { searchDelay } : {})}
          disabled={status === "loading"}
        />
      )}
      {/* Focusable so a wide table can be scrolled from the keyboard. */}
      <div
        role="region"
        aria-label={`${label} table`}
        tabIndex={0}
        className="overflow-x-auto rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table aria-label={label} aria-busy={status === "loading"} className="w-full caption-bottom text-sm">
          <thead className="border-b bg-muted/50">
            <tr>
              {selectable && (
                <th scope="col" className="w-10 px-3 py-2 text-left">
                  <Checkbox
                    aria-label="Select all rows"
                    disabled={state !== "ready"}
                    checked={allSelected ? true : someSelected ? "indeterminate" : false}
                    onCheckedChange={(checked) =>
                      select(
                        rows.map((row) => row.id),
                        checked === true,
                      )
                    }
                  />
                </th>
              )}
              {columns.map((column, index) => (
                <th
                  key={columnId(column, index)}
                  scope="col"
                  className="h-10 px-3 text-left align-middle font-medium text-muted-foreground"
                >
                  {column.header ?? columnId(column, index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {status === "loading" &&
              Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} data-slot="data-table-skeleton-row" className="border-b last:border-0">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <td key={cell} className="px-3 py-3">
                      <div
                        aria-hidden
                        className="h-4 w-full max-w-40 rounded bg-muted motion-safe:animate-pulse"
                      />
                    </td>
                  ))}
                </tr>
              ))}
            {status === "error" && (
              <tr>
                <td colSpan={columnCount} className="px-3 py-10">
                  <div role="alert" className="flex flex-col items-center gap-3 text-center">
                    <AlertCircleIcon aria-hidden className="size-6 text-danger" />
                    <p>{errorMessage}</p>
                    {onRetry && (
                      <Button variant="outline" size="sm" onClick={onRetry}>
                        Retry
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            )}
            {state === "empty" && (
              <tr>
                <td colSpan={columnCount} className="px-3 py-10">
                  <div className="flex flex-col items-center gap-2 text-center text-muted-foreground">
                    <InboxIcon aria-hidden className="size-6" />
                    <p>{emptyMessage}</p>
                  </div>
                </td>
              </tr>
            )}
            {state === "ready" &&
              rows.map((row) => (
                <tr
                  key={row.id}
                  data-state={rowSelection[row.id] ? "selected" : undefined}
                  className="border-b last:border-0 hover:bg-muted/40 data-[state=selected]:bg-accent"
                >
                  {selectable && (
                    <td className="w-10 px-3 py-2">
                      <Checkbox
                        aria-label={`Select row ${row.id}`}
                        checked={rowSelection[row.id] === true}
                        onCheckedChange={(checked) => select([row.id], checked === true)}
                      />
                    </td>
                  )}
                  {columns.map((column, index) => (
                    <td key={columnId(column, index)} className="px-3 py-2 align-middle">
                      {cellContent(column, row)}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export {
  DataTable,
  type DataTableCellContext,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRow,
  type DataTableRowSelection,
  type DataTableStatus,
};
