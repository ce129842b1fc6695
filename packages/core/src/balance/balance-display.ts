import { availableBalance } from "./available-balance";
import { formatAmount } from "./format-amount";

export type BalanceFigures = {
  isTrial: boolean;
  monetary: number;
  withheld: number;
  creditLimit: number;
  pendingPayments: number;
  /** Free SMS to the home country left on a trial account. */
  smsFreebies: number;
  emailFreebies: number;
};

export type BalanceLine = {
  key:
    | "sms_freebies"
    | "email_freebies"
    | "account_balance"
    | "withheld_balance"
    | "available_balance"
    | "credit_limit"
    | "available_credit"
    | "pending_payment";
  label: string;
  /** The figure as shown: amounts with two decimals, freebie counts as whole numbers. */
  value: string;
};

/**
 * The lines of the balance display (SPEC §9 "Balance display"), top to bottom. Trial accounts
 * show their free SMS and free emails first. Every account shows the account balance, the withheld
 * balance and the available balance (credit limit + monetary − withheld). A non-zero credit limit
 * adds the credit limit and 'Available Credit': the part of the credit line not yet used, that is
 * the credit limit less any shortfall of monetary − withheld below zero, never below zero.
 * A pending payment line shows when pending payments are above 0.
 */
export function balanceDisplay(figures: BalanceFigures): BalanceLine[] {
  const lines: BalanceLine[] = [];
  if (figures.isTrial) {
    lines.push({
      key: "sms_freebies",
      label: "Free SMS",
      value: String(Math.max(0, Math.trunc(figures.smsFreebies))),
    });
    lines.push({
      key: "email_freebies",
      label: "Free Emails",
      value: String(Math.max(0, Math.trunc(figures.emailFreebies))),
    });
  }
  lines.push({ key: "account_balance", label: "Account Balance", value: formatAmount(figures.monetary) });
  lines.push({ key: "withheld_balance", label: "Withheld Balance", value: formatAmount(figures.withheld) });
  lines.push({
    key: "available_balance",
    label: "Available Balance",
    value: formatAmount(availableBalance(figures)),
  });
  if (figures.creditLimit !== 0) {
    const own = figures.monetary - figures.withheld;
    const availableCredit = Math.max(0, figures.creditLimit + Math.min(0, own));
    lines.push({ key: "credit_limit", label: "Credit Limit", value: formatAmount(figures.creditLimit) });
    lines.push({ key: "available_credit", label: "Available Credit", value: formatAmount(availableCredit) });
  }
  if (figures.pendingPayments > 0) {
    lines.push({
      key: "pending_payment",
      label: "Pending Payment",
      value: formatAmount(figures.pendingPayments),
    });
  }
  return lines;
}
