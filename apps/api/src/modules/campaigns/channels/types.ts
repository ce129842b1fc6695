import type { z } from "zod";
import type { ZodMiniObject } from "zod/mini";
import type { Db } from "../../../db/database";
import type { accounts, campaigns } from "../../../db/schema";
import type { AppContext } from "../../../plugins/context";

export type Account = typeof accounts.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;
/** What a channel's body sets on the campaign's row. */
export type CampaignColumns = Partial<typeof campaigns.$inferInsert> & {
  name: string;
  totalRecipients: number;
  totalSms: number;
  estimate: number;
};

/**
 * A channel's campaign rules: its body, how a body is checked and priced into the campaign's
 * columns, what going live needs beyond recipients, and its own fields in the answer.
 */
export interface ChannelRules<Schema extends ZodMiniObject = ZodMiniObject> {
  body: Schema;
  /** `context` gives what a check needs beyond the database (where uploads are kept, say). */
  prepare(
    db: Db,
    account: Account,
    body: z.output<Schema>,
    context: Pick<AppContext, "config" | "files">,
  ): Promise<CampaignColumns>;
  goLiveIssues(campaign: Campaign): Record<string, string[]>;
  /**
   * A test's recipients in the account's test groups and the user's own (checked) addresses, for a
   * channel whose recipients are not mobile numbers (email); without it the SMS rules apply.
   */
  testRecipients?(
    db: Db,
    account: Account,
    groupIds: number[],
    own: readonly string[],
  ): Promise<{ groupIds: number[]; total: number }>;
}
