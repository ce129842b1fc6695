import type { CampaignChannel } from "@sendline/core";
import { sql } from "drizzle-orm";
import { accounts } from "../../db/schema";

/**
 * A trial account's free messages of a channel (SPEC §9 "Trial accounts show remaining free SMS and
 * free emails"): the columns a campaign holds them in, spends them from and gives them back to.
 * Viber has none: it is paid with money.
 */
export function freeMessages(channel: CampaignChannel) {
  const columns =
    channel === "sms"
      ? { credits: accounts.balanceSmsCredits, withheld: accounts.balanceSmsCreditsWithheld }
      : channel === "email"
        ? { credits: accounts.balanceEmailCredits, withheld: accounts.balanceEmailCreditsWithheld }
        : null;
  if (!columns) return null;
  const keys =
    channel === "sms"
      ? ({ credits: "balanceSmsCredits", withheld: "balanceSmsCreditsWithheld" } as const)
      : ({ credits: "balanceEmailCredits", withheld: "balanceEmailCreditsWithheld" } as const);
  return {
    /** Free messages not held by another campaign. */
    available: sql`${columns.credits} - ${columns.withheld}`,
    hold: (count: number) => ({ [keys.withheld]: sql`${columns.withheld} + ${count}` }),
    release: (count: number) => ({ [keys.withheld]: sql`greatest(${columns.withheld} - ${count}, 0)` }),
    /** `used` are spent; `leaving` (the used and any given back) leave the withholding. */
    spend: (used: number, leaving: number) => ({
      [keys.credits]: sql`${columns.credits} - ${used}`,
      [keys.withheld]: sql`greatest(${columns.withheld} - ${leaving}, 0)`,
    }),
  };
}
