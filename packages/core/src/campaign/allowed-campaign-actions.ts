import { campaignPrivilege, type CampaignChannel, type CampaignPrivilegeAction } from "./campaign-privilege";

/** The campaign actions of SPEC §4 "Allowed actions by status". */
export const CAMPAIGN_ACTIONS = [
  "edit",
  "delete",
  "send_test",
  "summary",
  "submit_for_approval",
  "go_live",
  "approved_go_live",
  "approve",
  "reject",
  "cancel_for_approval",
  "cancel_schedule",
  "cancel_prelive",
  "pause",
  "resume",
  "stop",
  "mark_complete",
] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** Actions a file-blast child campaign never has (SPEC §4). */
export const FILE_BLAST_CHILD_EXCLUDED_ACTIONS: readonly CampaignAction[] = [
  "pause",
  "resume",
  "stop",
  "mark_complete",
];

/** Statuses from which a campaign can be cancelled before going live (SPEC §4). */
export const CANCEL_PRELIVE_STATUSES = ["approved", "queue_wait", "queueing", "queued"] as const;

export type ActionCampaign = {
  campaign_status_code: string;
  updater_id?: number | string | null;
  total_recipients?: number | null;
  files?: readonly unknown[] | null;
  filter?: { files?: readonly unknown[] | null } | null;
};

export type ActionContext = {
  channel: CampaignChannel;
  /** Whether the user holds a privilege string such as `/sms/go_live_get` (see `hasPrivilege`). */
  hasPrivilege: (privilege: string) => boolean;
  /** The signed-in user's id, for "cancel for approval" (only the last updater). */
  userId: number | string;
  /** File-blast child campaigns have no pause, resume, stop or complete. The server marks them; @default false */
  fileBlastChild?: boolean;
  /** Actions are hidden on dashboard module views. @default false */
  dashboardView?: boolean;
};

/** Whether the campaign has recipients: a positive total_recipients (SPEC §4). */
export function hasRecipients(campaign: Pick<ActionCampaign, "total_recipients">): boolean {
  return (campaign.total_recipients ?? 0) > 0;
}

/** Whether the campaign carries uploaded files, on itself or in its filter. */
export function hasFiles(campaign: Pick<ActionCampaign, "files" | "filter">): boolean {
  return (campaign.files?.length ?? 0) > 0 || (campaign.filter?.files?.length ?? 0) > 0;
}

/** Whether `userId` last updated the campaign (SPEC §6: cancel for approval is theirs alone). */
export function isLastUpdater(
  campaign: Pick<ActionCampaign, "updater_id">,
  userId: number | string,
): boolean {
  return (
    campaign.updater_id !== null &&
    campaign.updater_id !== undefined &&
    String(campaign.updater_id) === String(userId)
  );
}

export const GO_LIVE_WITHOUT_RECIPIENTS_MESSAGE = "The campaign has no recipients or files to send to.";

/** The error of sending a draft live with neither recipients nor files (SPEC §4), or null. */
export function goLiveError(campaign: ActionCampaign): string | null {
  return hasRecipients(campaign) || hasFiles(campaign) ? null : GO_LIVE_WITHOUT_RECIPIENTS_MESSAGE;
}

/**
 * The actions a user may take on a campaign (SPEC §4 "Allowed actions by status", §6), in
 * CAMPAIGN_ACTIONS order. Draft: edit, delete, send test, summary, plus Submit for Approval for a
 * user with a submit privilege and no go-live privilege, and go live with the go-live privilege.
 * Approved: go live, or approved go live for users without the general go-live privilege.
 * For approval: approve and reject need recipients (Viber also accepts files); cancel for approval
 * is for the last updater. Scheduled: cancel schedule. Approved and the queue states: cancel
 * pre-live. Live: pause. Paused: resume (needs recipients) and stop. Stopped: mark complete.
 */
export function allowedCampaignActions(campaign: ActionCampaign, context: ActionContext): CampaignAction[] {
  if (context.dashboardView) return [];
  const can = (action: CampaignPrivilegeAction) =>
    context.hasPrivilege(campaignPrivilege(context.channel, action));
  const canGoLive = can("go_live_get") || can("save_and_go_live_post");
  const canSubmit = can("submit_get") || can("save_and_submit_post");
  const actions = new Set<CampaignAction>();
  const status = campaign.campaign_status_code;

  if (status === "draft") {
    actions.add("edit").add("delete").add("send_test").add("summary");
    if (canSubmit && !canGoLive) actions.add("submit_for_approval");
    if (canGoLive) actions.add("go_live");
  }
  if (status === "approved") {
    if (canGoLive) actions.add("go_live");
    else if (can("approved_go_live_get")) actions.add("approved_go_live");
  }
  if (status === "for_approval") {
    const sendable = hasRecipients(campaign) || (context.channel === "viber" && hasFiles(campaign));
    if (sendable && can("approve_get")) actions.add("approve");
    if (sendable && can("reject_post")) actions.add("reject");
    if (can("cancel_for_approval_get") && isLastUpdater(campaign, context.userId))
      actions.add("cancel_for_approval");
  }
  if (status === "scheduled" && can("cancel_schedule_get")) actions.add("cancel_schedule");
  if ((CANCEL_PRELIVE_STATUSES as readonly string[]).includes(status) && can("cancel_prelive_get")) {
    actions.add("cancel_prelive");
  }
  if (status === "live" && can("pause_get")) actions.add("pause");
  if (status === "paused") {
    if (hasRecipients(campaign) && can("resume_get")) actions.add("resume");
    if (can("stop_get")) actions.add("stop");
  }
  if (status === "stopped") actions.add("mark_complete");

  if (context.fileBlastChild) for (const action of FILE_BLAST_CHILD_EXCLUDED_ACTIONS) actions.delete(action);
  return CAMPAIGN_ACTIONS.filter((action) => actions.has(action));
}
