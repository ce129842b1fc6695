import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_PRIVILEGE_ACTIONS,
  type CampaignChannel,
  type CampaignPrivilegeAction,
} from "../campaign/campaign-privilege";

/** A privilege an endpoint of the API is checked against (SPEC §6), with the channel it belongs to. */
export interface EndpointPrivilege {
  channel: CampaignChannel;
  privilege: string;
}

const ACTIONS = new Set<string>(CAMPAIGN_PRIVILEGE_ACTIONS);
const CHANNELS = new Set<string>(CAMPAIGN_CHANNELS);

/**
 * The privilege a campaign action endpoint needs, or null for an endpoint that needs none:
 * `GET /ajax/sms/approve/:id` needs `/sms/approve_get`, `POST /ajax/viber/save_and_submit` needs
 * `/viber/save_and_submit_post`.
 */
export function endpointPrivilege(method: string, url: string): EndpointPrivilege | null {
  const [, area, channel, action] = url.split("/");
  if (area !== "ajax" || channel === undefined || action === undefined || !CHANNELS.has(channel)) return null;
  const name = `${action}_${method.toLowerCase()}`;
  if (!ACTIONS.has(name)) return null;
  return {
    channel: channel as CampaignChannel,
    privilege: `/${channel}/${name as CampaignPrivilegeAction}`,
  };
}
