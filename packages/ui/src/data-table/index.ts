export {
  DataTable,
  type DataTableCellContext,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRow,
  type DataTableRowSelection,
  type DataTableStatus,
} from "./data-table";
export { DEFAULT_LIST_QUERY, ListControls, PAGE_SIZE_OPTIONS, type ListControlsProps } from "./list-controls";
