import type { CampaignChannel } from "../campaign/campaign-privilege";
import { CONSOLE_STATE_PATHS } from "./console-states";

/** The console path of a campaign's summary: under its channel's list, or its test campaigns. */
export function campaignPath(campaign: { id: number; channel: CampaignChannel; isTest: boolean }): string {
  const list = CONSOLE_STATE_PATHS[`${campaign.channel}-campaign`];
  return `${list}${campaign.isTest ? "/test-campaign" : ""}/${campaign.id}`;
}
