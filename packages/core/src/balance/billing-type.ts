/**
 * How an account pays (SPEC §9 "Balance display"): a trial spends free SMS and emails, a prepaid
 * account its monetary balance, a postpaid account also a credit line.
 */
export const BILLING_TYPES = ["trial", "prepaid", "postpaid"] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

export const BILLING_TYPE_NAMES = {
  trial: "Trial",
  prepaid: "Prepaid",
  postpaid: "Postpaid (credit limit)",
} as const satisfies Record<BillingType, string>;

/** The billing type of an account: trial first, then postpaid when it has a credit limit. */
export function billingType(account: { isTrial: boolean; creditLimit: number }): BillingType {
  if (account.isTrial) return "trial";
  return account.creditLimit > 0 ? "postpaid" : "prepaid";
}
