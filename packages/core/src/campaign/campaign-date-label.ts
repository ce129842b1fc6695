import type { CampaignStatus } from "./campaign-status";

/** The date labels of SPEC §4 "Status colours". */
export const CAMPAIGN_DATE_LABELS = [
  "Updated",
  "Completed",
  "Triggered",
  "Cancelled",
  "Rejected",
  "Approved",
  "Created",
] as const;
export type CampaignDateLabel = (typeof CAMPAIGN_DATE_LABELS)[number];

export type CampaignDateField =
  | "date_last_updated"
  | "date_completed"
  | "date_triggered"
  | "date_cancelled"
  | "date_approved_rejected"
  | "date_created";

const LABEL_FIELD = {
  Updated: "date_last_updated",
  Completed: "date_completed",
  Triggered: "date_triggered",
  Cancelled: "date_cancelled",
  Rejected: "date_approved_rejected",
  Approved: "date_approved_rejected",
  Created: "date_created",
} as const satisfies Record<CampaignDateLabel, CampaignDateField>;

/**
 * The label a campaign's date takes by status (SPEC §4): completed and auto_complete are
 * Completed; cancelled and aborted are Cancelled; rejected is Rejected; approved is Approved;
 * statuses that have been sent (live, paused, stopped, locked, failed, run_failed) are Triggered;
 * every other status (draft, for_approval, scheduled and the queue states) is Updated.
 */
export function campaignDateLabelFor(status: string): CampaignDateLabel {
  switch (status as CampaignStatus) {
    case "completed":
    case "auto_complete":
      return "Completed";
    case "cancelled":
    case "aborted":
      return "Cancelled";
    case "rejected":
      return "Rejected";
    case "approved":
      return "Approved";
    case "live":
    case "paused":
    case "stopped":
    case "locked":
    case "failed":
    case "run_failed":
      return "Triggered";
    default:
      return "Updated";
  }
}

/**
 * The label and date to display for a campaign (SPEC §4): the status's label with its field
 * (Rejected and Approved both read date_approved_rejected); when that field is empty, Created
 * with date_created.
 */
export function campaignDateLabel(
  campaign: { campaign_status_code: string } & Partial<Record<CampaignDateField, string | null>>,
): { label: CampaignDateLabel; field: CampaignDateField; value: string | null } {
  const label = campaignDateLabelFor(campaign.campaign_status_code);
  const field = LABEL_FIELD[label];
  const value = campaign[field];
  if (value) return { label, field, value };
  return { label: "Created", field: "date_created", value: campaign.date_created ?? null };
}
