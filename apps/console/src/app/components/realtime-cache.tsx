import { useBalanceRealtime } from "../../features/balance/api/realtime";
import { useCampaignRealtime } from "../../features/campaigns/api/realtime";

/**
 * Keeps the query cache current from the socket's campaign and balance events. It loads after the
 * shell, as the socket.io client does: pages read what they fetched until the first push.
 */
export function RealtimeCache() {
  useCampaignRealtime();
  useBalanceRealtime();
  return null;
}
