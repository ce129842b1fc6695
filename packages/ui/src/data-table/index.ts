export {
  DataTable,
  TableScroll,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSortMode,
  type DataTableStatus,
  type TableScrollProps,
} from "./data-table";
export {
  DEFAULT_LIST_QUERY,
  ListControls,
  PAGE_SIZE_OPTIONS,
  readStoredPageSize as storedPageSize,
  type ListControlsProps,
} from "./list-controls";
