export { cn } from "./lib/cn";
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from "./badge";
export { StatusBadge, humanizeStatus, type StatusBadgeProps } from "./status-badge";
