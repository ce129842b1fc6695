import type { CampaignChannel } from "@sendline/core";
import { deliverSms } from "./sms";
import type { Deliverer } from "./types";

/** Each channel's delivery. Viber and email start from SMS's outcomes; their own come with them. */
export const DELIVERERS: Record<CampaignChannel, Deliverer> = {
  sms: deliverSms,
  viber: deliverSms,
  email: deliverSms,
};
