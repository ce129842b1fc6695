/** The campaign channels whose privileges are named per channel (SPEC §6). */
export const CAMPAIGN_CHANNELS = ["email", "sms", "viber"] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/** The privilege actions each channel has (SPEC §6), e.g. `/sms/go_live_get`. */
export const CAMPAIGN_PRIVILEGE_ACTIONS = [
  "go_live_get",
  "save_and_go_live_post",
  "approved_go_live_get",
  "submit_get",
  "save_and_submit_post",
  "resume_get",
  "stop_get",
  "pause_get",
  "approve_get",
  "reject_post",
  "copy_get",
  "cancel_prelive_get",
  "cancel_schedule_get",
  "cancel_for_approval_get",
] as const;
export type CampaignPrivilegeAction = (typeof CAMPAIGN_PRIVILEGE_ACTIONS)[number];

/** The privilege string of a channel and action (SPEC §6): `campaignPrivilege("viber", "reject_post")` is `/viber/reject_post`. */
export function campaignPrivilege(channel: CampaignChannel, action: CampaignPrivilegeAction): string {
  return `/${channel}/${action}`;
}

/** Every campaign privilege of every channel, channel by channel in the SPEC's order. */
export function allCampaignPrivileges(): string[] {
  return CAMPAIGN_CHANNELS.flatMap((channel) =>
    CAMPAIGN_PRIVILEGE_ACTIONS.map((action) => campaignPrivilege(channel, action)),
  );
}
