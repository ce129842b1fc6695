import {
  FILE_BLAST_CHILD_EXCLUDED_ACTIONS,
  allowedCampaignActions,
  campaignPrivilege,
  goLiveError,
  routePrivilegeCheck,
  type CampaignAction,
  type CampaignChannel,
  type CampaignPrivilegeAction,
  type CampaignStatus,
} from "@sendline/core";
import type { campaigns, roles } from "../../db/schema";
import { HttpError } from "../../lib/http";

/** What the server needs of a user to decide an action. */
export interface Actor {
  userId: number;
  role: Pick<typeof roles.$inferSelect, "access" | "permissions" | "code" | "isNonAccount">;
}

type Campaign = typeof campaigns.$inferSelect;

/**
 * The action endpoints: `{METHOD} /ajax/{ch}/{action}/{id}` needs the privilege
 * `/{ch}/{action}_{method}` (complete needs stop's), and is allowed when core's
 * `allowedCampaignActions` lists the matching action for the campaign and user.
 */
export const ACTION_ENDPOINTS = {
  go_live: { method: "GET", action: "go_live", privilege: "go_live_get" },
  approved_go_live: { method: "GET", action: "approved_go_live", privilege: "approved_go_live_get" },
  submit: { method: "GET", action: "submit_for_approval", privilege: "submit_get" },
  approve: { method: "GET", action: "approve", privilege: "approve_get" },
  reject: { method: "POST", action: "reject", privilege: "reject_post" },
  cancel_for_approval: { method: "GET", action: "cancel_for_approval", privilege: "cancel_for_approval_get" },
  cancel_prelive: { method: "GET", action: "cancel_prelive", privilege: "cancel_prelive_get" },
  cancel_schedule: { method: "GET", action: "cancel_schedule", privilege: "cancel_schedule_get" },
  pause: { method: "GET", action: "pause", privilege: "pause_get" },
  resume: { method: "GET", action: "resume", privilege: "resume_get" },
  stop: { method: "GET", action: "stop", privilege: "stop_get" },
  complete: { method: "GET", action: "mark_complete", privilege: "stop_get" },
} as const satisfies Record<
  string,
  { method: "GET" | "POST"; action: CampaignAction; privilege: CampaignPrivilegeAction }
>;
export type ActionEndpoint = keyof typeof ACTION_ENDPOINTS;

/** The console route whose privilege list holds a channel's campaign privileges (SPEC §6). */
export function campaignRoute(channel: CampaignChannel, test = false): string {
  return test && channel === "sms" ? "/sms-campaign/test-campaign" : `/${channel}-campaign`;
}

export function privilegeCheck(actor: Actor, channel: CampaignChannel) {
  const state = { ready: true, access: actor.role.access, permissions: {}, roleCode: actor.role.code };
  return routePrivilegeCheck(state, campaignRoute(channel));
}

export function holds(actor: Actor, channel: CampaignChannel, privilege: CampaignPrivilegeAction): boolean {
  return privilegeCheck(actor, channel)(campaignPrivilege(channel, privilege));
}

function coreView(campaign: Campaign) {
  return {
    campaign_status_code: campaign.status,
    updater_id: campaign.updaterId,
    total_recipients: campaign.totalRecipients,
    files: campaign.isFileBlastChild ? [] : campaign.fileIds,
  };
}

/** Statuses a campaign can be edited in: a draft, and a rejected campaign going back to its author. */
export const EDITABLE_STATUSES: readonly string[] = ["draft", "rejected"];

/**
 * The actions this user may take on this campaign: core's (SPEC §4, §6), plus edit on a rejected
 * campaign, which the server accepts so the author can fix what was rejected.
 */
export function allowedActions(campaign: Campaign, actor: Actor): CampaignAction[] {
  const actions = allowedCampaignActions(coreView(campaign), {
    channel: campaign.channel,
    hasPrivilege: privilegeCheck(actor, campaign.channel),
    userId: actor.userId,
    fileBlastChild: campaign.isFileBlastChild,
  });
  return EDITABLE_STATUSES.includes(campaign.status) && !actions.includes("edit")
    ? ["edit", ...actions]
    : actions;
}

export const NOT_ALLOWED_IN_STATUS = (status: string) =>
  `This action is not allowed while the campaign is ${status.replace(/_/g, " ")}.`;
export const FILE_BLAST_CHILD_ACTION =
  "A file-blast campaign is paused, resumed and stopped with the campaign it belongs to.";
export const ONLY_LAST_UPDATER = "Cancel for approval is limited to the user who last updated the campaign.";

/**
 * Refuses an action the campaign's status does not allow (409), or this user may not take
 * (403: the privilege, or cancel for approval by anyone but the last updater), in words.
 */
export function assertAllowed(campaign: Campaign, actor: Actor, endpoint: ActionEndpoint): void {
  const { action, privilege } = ACTION_ENDPOINTS[endpoint];
  // What the status allows to someone: with every privilege, or with submit but no go-live (the
  // only privilege set under which a draft offers Submit for Approval).
  const byStatus = [() => true, (privilege: string) => !/\/(save_and_)?go_live_/.test(privilege)].flatMap(
    (hasPrivilege) =>
      allowedCampaignActions(coreView(campaign), {
        channel: campaign.channel,
        hasPrivilege,
        userId: campaign.updaterId ?? actor.userId,
      }),
  );
  if (!byStatus.includes(action)) throw new HttpError(409, NOT_ALLOWED_IN_STATUS(campaign.status));
  if (campaign.isFileBlastChild && FILE_BLAST_CHILD_EXCLUDED_ACTIONS.includes(action)) {
    throw new HttpError(409, FILE_BLAST_CHILD_ACTION);
  }
  if (!holds(actor, campaign.channel, privilege)) throw new HttpError(403, "Access Denied");
  if (!allowedActions(campaign, actor).includes(action)) {
    throw new HttpError(403, action === "cancel_for_approval" ? ONLY_LAST_UPDATER : "Access Denied");
  }
}

/** The status an allowed action moves the campaign to. */
export function nextStatus(endpoint: ActionEndpoint, campaign: Campaign, now: Date): CampaignStatus {
  switch (endpoint) {
    case "go_live":
    case "approved_go_live":
      return campaign.campaignStart && campaign.campaignStart > now ? "scheduled" : "live";
    case "submit":
      return "for_approval";
    case "approve":
      return "approved";
    case "reject":
      return "rejected";
    case "cancel_for_approval":
      return "draft";
    case "cancel_prelive":
    case "cancel_schedule":
      return "cancelled";
    case "pause":
      return "paused";
    case "resume":
      return "live";
    case "stop":
      return "stopped";
    case "complete":
      return "completed";
    default:
      return endpoint satisfies never;
  }
}

/**
 * The recipients a campaign needs to go live (SPEC §4); each channel's rules add what its sending
 * needs (message, sender, route...).
 */
export function goLiveIssues(campaign: Campaign): Record<string, string[]> {
  const recipients = goLiveError(coreView(campaign));
  return recipients ? { total_recipients: [recipients] } : {};
}

/** The log line of a transition, in words staff read on the campaign (SPEC §3 logs). */
export function logMessage(
  endpoint: ActionEndpoint | "create" | "update" | "copy" | "send_test",
  detail?: string,
): string {
  const words: Record<typeof endpoint, string> = {
    create: "Campaign created as a draft",
    update: "Campaign updated",
    copy: "Campaign copied",
    send_test: "Test campaign sent",
    go_live: "Campaign went live",
    approved_go_live: "Approved campaign went live",
    submit: "Campaign submitted for approval",
    approve: "Campaign approved",
    reject: "Campaign rejected",
    cancel_for_approval: "Approval request cancelled",
    cancel_prelive: "Campaign cancelled before going live",
    cancel_schedule: "Scheduled campaign cancelled",
    pause: "Campaign paused",
    resume: "Campaign resumed",
    stop: "Campaign stopped",
    complete: "Campaign marked complete",
  };
  return detail ? `${words[endpoint]}: ${detail}` : words[endpoint];
}
