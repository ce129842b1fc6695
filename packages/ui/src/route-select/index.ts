export { RouteSelectionDropdown, type RouteId, type RouteSelectionDropdownProps } from "./route-select";
