import type { CampaignChannel } from "@sendline/core";
import { deliverSms } from "./sms";
import type { Deliverer } from "./types";
import { deliverViber } from "./viber";

/** Each channel's delivery. Email starts from SMS's outcomes; its own come with it. */
export const DELIVERERS: Record<CampaignChannel, Deliverer> = {
  sms: deliverSms,
  viber: deliverViber,
  email: deliverSms,
};
