import { statusColor } from "@sendline/core";
import type { ComponentProps } from "react";
import { Badge } from "../badge/badge";

/** Turns a status code into words: `for_approval` becomes "For approval". */
function humanizeStatus(status: string): string {
  const words = status.replace(/[_-]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type StatusBadgeProps = Omit<ComponentProps<typeof Badge>, "variant" | "children" | "asChild"> & {
  /** A campaign status code such as `for_approval`; unknown codes show in gray. */
  status: string;
};

function StatusBadge({ status, ...props }: StatusBadgeProps) {
  return (
    <Badge data-slot="status-badge" data-status={status} variant={statusColor(status)} {...props}>
      {humanizeStatus(status)}
    </Badge>
  );
}

export { StatusBadge, humanizeStatus, type StatusBadgeProps };
