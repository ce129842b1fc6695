import type { CampaignChannel } from "@sendline/core";
import { deliverEmail } from "./email";
import { deliverSms } from "./sms";
import type { Deliverer } from "./types";
import { deliverViber } from "./viber";

/** Each channel's delivery. */
export const DELIVERERS: Record<CampaignChannel, Deliverer> = {
  sms: deliverSms,
  viber: deliverViber,
  email: deliverEmail,
};
