export { CAMPAIGN_STATUSES, isCampaignStatus, type CampaignStatus } from "./campaign/campaign-status";
export { statusColor, type StatusColor } from "./campaign/status-color";
