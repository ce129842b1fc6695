export { StatusBadge, humanizeStatus, type StatusBadgeProps } from "./status-badge";
