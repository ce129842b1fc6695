export {
  CAMPAIGN_ACTION_META,
  CampaignActions,
  type CampaignActionsPresentation,
  type CampaignActionsProps,
} from "./campaign-actions";
export {
  CAMPAIGN_STAT_ITEMS,
  CampaignStats,
  statPercent,
  type CampaignStatsProps,
  type CampaignStatsVariant,
} from "./campaign-stats";
export {
  CampaignStatusDate,
  type CampaignStatusDateCampaign,
  type CampaignStatusDateProps,
} from "./campaign-status-date";
