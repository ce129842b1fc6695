import { lazyRetry } from "../../../lib/lazy-retry";
import type { ScreenPrefetch } from "../signed-in";
import { CampaignModule, prefetchCampaignScreen } from "./campaign-module";
import type { ModuleRouteProps } from "./module-route";

// The composer is a chunk of its own: the list opens without it.
const ViberCampaignForm = lazyRetry(async () => ({
  default: (await import("../../../features/campaigns/components/viber-campaign-form")).ViberCampaignForm,
}));

/**
 * The Viber module: the SMS module's screens (list, approval queue, summary, dashboard, test
 * campaigns) with the Viber composer: an image and a button or a carousel, and an SMS fallback.
 */
export function ModuleRoute(_: ModuleRouteProps) {
  return <CampaignModule channel="viber" label="Viber" Composer={ViberCampaignForm} />;
}

/** The campaign list's first page, or the campaign a summary or dashboard opens on. */
export const prefetchScreen = (screen: ScreenPrefetch) => prefetchCampaignScreen("viber", screen);
