import type { ListQuery } from "@sendline/core";
import {
  createSortedRowModel,
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import { AlertCircleIcon, ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon, InboxIcon } from "lucide-react";
import { memo, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "../button/button";
import { Checkbox } from "../checkbox/checkbox";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { DEFAULT_LIST_QUERY, ListControls, type ListControlsProps } from "./list-controls";

/**
 * TanStack Table through its React adapter (`useTable`, v8's `useReactTable`). Selection is TanStack's.
 * In the server sort mode paging and sorting are the server's, shown by the list controls: `data` is
 * already the page, in order. In the client sort mode TanStack's sorted row model orders `data` by the
 * headers the user clicks.
 */
const dataTableFeatures = tableFeatures({
  rowSelectionFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
});
type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable: TanStack Table's column definition with the table's features. */
type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData>;

/** Renders a header or cell of a column definition: its text, or what its function returns. */
const render = <TProps,>(template: string | ((props: TProps) => ReactNode) | undefined, props: TProps) =>
  typeof template === "function" ? template(props) : template;

/** Where the rows stand: fetched, being fetched, or failed. */
type DataTableStatus = "ready" | "loading" | "error";

/**
 * Who orders the rows: the server (through the list query the list controls edit) or the table itself
 * (the user clicks a column header).
 */
type DataTableSortMode = "server" | "client";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

type DataTableProps<TData extends RowData> = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
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
  rowSelection?: RowSelectionState;
  defaultRowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
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
  /** Hide only the search box, for users who may not search this list (SPEC §6). @default false */
  hideSearch?: boolean;
  /** Number of skeleton rows while loading. @default 5 */
  skeletonRows?: number;
  /**
   * `"client"` sorts `data` in the browser when a column header is clicked (ascending, descending,
   * then unsorted) and shows no list controls; a column opts out with `enableSorting: false`.
   * @default "server"
   */
  sortMode?: DataTableSortMode;
  /** The client sort order (`[{ id, desc }]`); controlled. */
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
};

type TableScrollProps = ComponentProps<"div"> & {
  /** The region's name, as a screen reader announces it. */
  "aria-label": string;
};

/**
 * The box a table scrolls sideways in when it is wider than the screen, so the page never does.
 * Focusable, so a keyboard can scroll it.
 */
function TableScroll({ className, ...props }: TableScrollProps) {
  return (
    <div
      role="region"
      tabIndex={0}
      data-slot="table-scroll"
      className={cn(
        "relative max-w-full overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}

function DataTable<TData extends RowData>({
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
  hideSearch = false,
  skeletonRows = 5,
  sortMode = "server",
  sorting: sortingProp,
  defaultSorting = [],
  onSortingChange,
  className,
  ...props
}: DataTableProps<TData>) {
  const clientSort = sortMode === "client";
  const [rowSelection, setRowSelection] = useControllableState<RowSelectionState>({
    value: rowSelectionProp,
    defaultValue: defaultRowSelection,
    onValueChange: onRowSelectionChange,
  });

  const [sorting, setSorting] = useControllableState<SortingState>({
    value: sortingProp,
    defaultValue: defaultSorting,
    onValueChange: onSortingChange,
  });

  // The query the list controls hold: the controlled one, or the last one they reported.
  const [reportedQuery, setReportedQuery] = useState(defaultQuery ?? DEFAULT_LIST_QUERY);
  const current = query ?? reportedQuery;

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    ...(getRowId ? { getRowId: (row: TData, index: number) => getRowId(row, index) } : {}),
    enableRowSelection: selectable,
    enableSorting: clientSort,
    manualSorting: !clientSort,
    state: { rowSelection, sorting },
    onRowSelectionChange: (updater) => setRowSelection(functionalUpdate(updater, rowSelection)),
    onSortingChange: (updater) => setSorting(functionalUpdate(updater, sorting)),
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length + (selectable ? 1 : 0);
  const state = status === "ready" && rows.length === 0 ? "empty" : status;
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();

  return (
    <div
      data-slot="data-table"
      data-state={state}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      {!hideControls && !clientSort && (
        <ListControls
          {...(query ? { value: query } : {})}
          {...(defaultQuery ? { defaultValue: defaultQuery } : {})}
          onValueChange={(next, params) => {
            setReportedQuery(next);
            onQueryChange?.(next, params);
          }}
          {...(totalPages !== undefined ? { totalPages } : {})}
          {...(storageKey ? { storageKey } : {})}
          {...(searchDelay !== undefined ? { searchDelay } : {})}
          hideSearch={hideSearch}
          disabled={status === "loading"}
        />
      )}
      <TableScroll aria-label={`${label} table`} className="rounded-md border">
        <table aria-label={label} aria-busy={status === "loading"} className="w-full caption-bottom text-sm">
          <thead className="border-b bg-muted/50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col" className="w-10 px-3 py-2 text-left">
                    <Checkbox
                      aria-label="Select all rows"
                      disabled={state !== "ready"}
                      checked={allSelected ? true : someSelected ? "indeterminate" : false}
                      onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const { column } = header;
                  const direction = clientSort
                    ? column.getIsSorted()
                    : current.sort_column === column.id && (current.sort_direction ?? "desc");
                  const content = header.isPlaceholder
                    ? null
                    : render(column.columnDef.header, header.getContext());
                  const SortIcon =
                    direction === "asc"
                      ? ArrowUpIcon
                      : direction === "desc"
                        ? ArrowDownIcon
                        : ChevronsUpDownIcon;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={direction ? ARIA_SORT[direction] : undefined}
                      className="h-10 px-3 text-left align-middle font-medium text-muted-foreground"
                    >
                      {clientSort && column.getCanSort() ? (
                        <button
                          type="button"
                          data-slot="data-table-sort"
                          onClick={column.getToggleSortingHandler()}
                          className="-mx-2 inline-flex h-8 items-center gap-1 rounded px-2 hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {content}
                          <SortIcon aria-hidden className="size-3.5" />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
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
                  data-state={row.getIsSelected() ? "selected" : undefined}
                  className="border-b last:border-0 hover:bg-muted/40 data-[state=selected]:bg-accent"
                >
                  {selectable && (
                    <td className="w-10 px-3 py-2">
                      <Checkbox
                        aria-label={`Select row ${row.id}`}
                        checked={row.getIsSelected()}
                        disabled={!row.getCanSelect()}
                        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                      />
                    </td>
                  )}
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-middle">
                      {render(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

/** Renders again only when its props change, so state elsewhere on the page (a message being typed) skips it. */
const DataTableMemo = memo(DataTable) as typeof DataTable;

export {
  DataTableMemo as DataTable,
  TableScroll,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSortMode,
  type DataTableStatus,
  type TableScrollProps,
};
