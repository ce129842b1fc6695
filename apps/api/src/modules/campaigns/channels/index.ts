import type { CampaignChannel } from "@sendline/core";
import { emailRules } from "./email";
import { smsRules } from "./sms";
import type { ChannelRules } from "./types";
import { viberRules } from "./viber";

/** Each channel's campaign rules (SPEC §3-§5): its body, pricing and what going live needs. */
export const CHANNEL_RULES: Record<CampaignChannel, ChannelRules> = {
  sms: smsRules as unknown as ChannelRules,
  viber: viberRules as unknown as ChannelRules,
  email: emailRules as unknown as ChannelRules,
};
