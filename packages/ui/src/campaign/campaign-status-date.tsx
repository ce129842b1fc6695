import { campaignDateLabel, parseServerDate, type CampaignDateField } from "@sendline/core";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { formatDateTime } from "../lib/format-date";
import { StatusBadge } from "../status-badge/status-badge";

type CampaignStatusDateCampaign = {
  campaign_status_code: string;
  /** Messages still waiting for delivery receipts. */
  campaign_stats_pending?: number | null;
} & Partial<Record<CampaignDateField, string | null>>;

type CampaignStatusDateProps = ComponentProps<"div"> & {
  /** The campaign's status code and dates, as the server sends them. */
  campaign: CampaignStatusDateCampaign;
  /** Writes the date. @default "Mar 14, 2026 9:30 AM" style */
  formatDate?: (date: Date) => string;
};

/** A campaign's status badge with the date its status names (Updated, Completed, Triggered…). */
function CampaignStatusDate({
  campaign,
  formatDate = formatDateTime,
  className,
  ...props
}: CampaignStatusDateProps) {
  const { label, value } = campaignDateLabel(campaign);
  const date = parseServerDate(value);
  return (
    <div
      data-slot="campaign-status-date"
      data-status={campaign.campaign_status_code}
      className={cn("flex flex-col items-start gap-1", className)}
      {...props}
    >
      <StatusBadge
        status={campaign.campaign_status_code}
        pendingReceipts={campaign.campaign_stats_pending ?? 0}
      />
      <span data-slot="campaign-status-date-label" className="text-xs text-muted-foreground">
        {label} {date ? <time dateTime={date.toISOString()}>{formatDate(date)}</time> : "—"}
      </span>
    </div>
  );
}

export { CampaignStatusDate, type CampaignStatusDateCampaign, type CampaignStatusDateProps };
