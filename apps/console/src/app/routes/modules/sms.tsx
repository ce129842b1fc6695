import { lazyRetry } from "../../../lib/lazy-retry";
import type { ScreenPrefetch } from "../signed-in";
import { CampaignModule, prefetchCampaignScreen } from "./campaign-module";
import type { ModuleRouteProps } from "./module-route";

// The composer is a chunk of its own: the list opens without it.
const CampaignForm = lazyRetry(async () => ({
  default: (await import("../../../features/campaigns/components/campaign-form")).CampaignForm,
}));

/**
 * The SMS module: the campaign list (with the approval queue for approvers), the composer, each
 * campaign's summary and live dashboard, and the test campaigns sent from drafts.
 */
export function ModuleRoute(_: ModuleRouteProps) {
  return <CampaignModule channel="sms" label="SMS" Composer={CampaignForm} />;
}

/** The campaign list's first page, or the campaign a summary or dashboard opens on. */
export const prefetchScreen = (screen: ScreenPrefetch) => prefetchCampaignScreen("sms", screen);
