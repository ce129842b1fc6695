import { and, eq, sql } from "drizzle-orm";
import { availableBalance, formatAmount } from "@sendline/core";
import type { Db } from "../../db/database";
import { accounts, type campaigns } from "../../db/schema";
import { HttpError } from "../../lib/http";
import { recordLedger } from "../billing/ledger";
import { freeMessages } from "./free-messages";

type Campaign = typeof campaigns.$inferSelect;
type Account = typeof accounts.$inferSelect;

/**
 * Withholds what the campaign will cost, refusing when the balance is short (SPEC §9). A trial
 * account's free SMS (free emails for email) go first: when they cover every message (segments
 * x recipients), those are held instead of money. Answers what was held, for the campaign's row.
 */
export async function withholdFor(
  tx: Db,
  campaign: Campaign,
  account: Account,
  now: Date,
  userId: number | null = null,
): Promise<{ withheld: number; withheldCredits: number }> {
  const messages = campaign.totalSms;
  const free = freeMessages(campaign.channel);
  if (account.isTrial && free && messages > 0) {
    const [credits] = await tx
      .update(accounts)
      .set(free.hold(messages))
      .where(and(eq(accounts.id, account.id), sql`${free.available} >= ${messages}`))
      .returning({ id: accounts.id });
    if (credits) return { withheld: 0, withheldCredits: messages };
  }
  if (campaign.estimate <= 0) return { withheld: 0, withheldCredits: 0 };
  const [held] = await tx
    .update(accounts)
    .set({
      balanceMonetaryWithholding: sql`${accounts.balanceMonetaryWithholding} + ${campaign.estimate}`,
    })
    .where(
      and(
        eq(accounts.id, account.id),
        sql`${accounts.creditLimit} + ${accounts.balanceMonetary} - ${accounts.balanceMonetaryWithholding} >= ${campaign.estimate}`,
      ),
    )
    .returning({ id: accounts.id });
  if (held) {
    await recordLedger(tx, {
      accountId: account.id,
      type: "withhold",
      withholding: campaign.estimate,
      userId,
      reason: `Withheld for campaign ${campaign.id}`,
      campaignId: campaign.id,
      at: now,
    });
    return { withheld: campaign.estimate, withheldCredits: 0 };
  }
  const [current] = await tx.select().from(accounts).where(eq(accounts.id, account.id));
  const available = current
    ? availableBalance({
        creditLimit: current.creditLimit,
        monetary: current.balanceMonetary,
        withheld: current.balanceMonetaryWithholding,
      })
    : 0;
  throw new HttpError(
    422,
    `Insufficient balance: the campaign needs ${account.currencyCode} ${formatAmount(campaign.estimate)} and ${account.currencyCode} ${formatAmount(available)} is available.`,
  );
}

/** Gives back what is still withheld for the campaign: money, or a trial's free SMS. */
export async function releaseFor(tx: Db, campaign: Campaign, now: Date, userId: number | null = null) {
  const rest = campaign.withheld;
  const credits = campaign.withheldCredits;
  if (rest <= 0 && credits <= 0) return;
  await tx
    .update(accounts)
    .set({
      balanceMonetaryWithholding: sql`greatest(${accounts.balanceMonetaryWithholding} - ${rest}, 0)`,
      ...(freeMessages(campaign.channel) ?? freeMessages("sms")!).release(credits),
    })
    .where(eq(accounts.id, campaign.accountId));
  await recordLedger(tx, {
    accountId: campaign.accountId,
    type: "release",
    withholding: -Math.max(rest, 0),
    userId,
    reason: `Released from campaign ${campaign.id}`,
    campaignId: campaign.id,
    at: now,
  });
}
