export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSortMode,
  type DataTableStatus,
} from "./data-table";
export { DEFAULT_LIST_QUERY, ListControls, PAGE_SIZE_OPTIONS, type ListControlsProps } from "./list-controls";
