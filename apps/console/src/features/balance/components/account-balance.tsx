import { BalancePopover } from "@sendline/ui/app-shell";
import type { ReactNode } from "react";
import { useAccountDetails } from "../api/get-account-details";

/**
 * The navbar's 'Account balance' popover (SPEC §6, §9) over the account details, which the balance
 * push event keeps current. Nothing shows until the details arrive.
 */
export function AccountBalance({ topUp }: { topUp?: ReactNode }) {
  const account = useAccountDetails().data;
  if (!account) return null;
  return (
    <BalancePopover
      currency={account.currency_code ?? undefined}
      topUp={topUp}
      figures={{
        isTrial: account.is_trial,
        monetary: account.account_balance_monetary,
        withheld: account.account_balance_monetary_withholding,
        creditLimit: account.account_balance_credit_limit,
        pendingPayments: account.account_billing_pending_payments,
        smsFreebies: account.account_balance_sms_credits - account.account_balance_sms_credits_withheld,
        emailFreebies: account.account_balance_email_credits - account.account_balance_email_credits_withheld,
      }}
    />
  );
}
