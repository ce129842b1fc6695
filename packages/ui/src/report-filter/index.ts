export {
  CreditHistoryFilter,
  defaultReportFilterValue,
  ReportFilter,
  reportFilterPicker,
  TrafficReportFilter,
  type ReportFilterOption,
  type ReportFilterProps,
  type ReportFilterValue,
} from "./report-filter";
