/**
 * What one email costs an account without free emails to use, in its currency. A trial account's
 * free emails (`account_balance_email_credits`) pay for a campaign they cover, before any money.
 */
export const EMAIL_PRICE = 0.05;

/** An email campaign's cost: one email a recipient at `EMAIL_PRICE`, to the ledger's four decimals. */
export function emailCampaignCost(recipients: number): number {
  if (recipients <= 0) return 0;
  return Math.round(recipients * EMAIL_PRICE * 10_000) / 10_000;
}
