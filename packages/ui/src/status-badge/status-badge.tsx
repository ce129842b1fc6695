import { campaignStatusLabel, isCampaignStatus, statusColor } from "@sendline/core";
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
  /**
   * Messages still waiting for their delivery receipts: a completed campaign with any says
   * "Sent, awaiting receipts". @default 0
   */
  pendingReceipts?: number;
};

function StatusBadge({ status, pendingReceipts = 0, ...props }: StatusBadgeProps) {
  return (
    <Badge data-slot="status-badge" data-status={status} variant={statusColor(status)} {...props}>
      {isCampaignStatus(status) ? campaignStatusLabel(status, pendingReceipts) : humanizeStatus(status)}
    </Badge>
  );
}

export { StatusBadge, humanizeStatus, type StatusBadgeProps };
