import { chargingModel } from "@sendline/core";
import { BalancePopover } from "@sendline/ui/app-shell";
import type { ReactNode } from "react";
import { useConfig } from "../../../lib/app-context";
import { useAccountDetails } from "../api/get-account-details";
import { useBalanceService } from "../api/get-balance-service";

/**
 * The navbar's 'Account balance' popover (SPEC §6, §9) over the account details, which the balance
 * push event keeps current. From the configured newChargingEffectiveDate the money figures come
 * from the balance service instead (SPEC §9); the pending payments stay the account's. Nothing
 * shows until the details arrive.
 */
export function AccountBalance({ topUp }: { topUp?: ReactNode }) {
  const config = useConfig();
  const account = useAccountDetails().data;
  const fromService = chargingModel(new Date(), config.newChargingEffectiveDate) === "balance_service";
  const service = useBalanceService(fromService).data;
  if (!account || (fromService && !service)) return null;
  return (
    <BalancePopover
      currency={account.currency_code ?? undefined}
      topUp={topUp}
      figures={
        fromService && service
          ? {
              isTrial: account.is_trial,
              monetary: service.accountAvailableBalance + service.monetaryWithholding,
              withheld: service.monetaryWithholding,
              creditLimit: service.creditLimit,
              pendingPayments: account.account_billing_pending_payments,
              smsFreebies: service.accountSmsFreebies,
              emailFreebies: service.accountEmailFreebies,
            }
          : {
              isTrial: account.is_trial,
              monetary: account.account_balance_monetary,
              withheld: account.account_balance_monetary_withholding,
              creditLimit: account.account_balance_credit_limit,
              pendingPayments: account.account_billing_pending_payments,
              smsFreebies: account.account_balance_sms_credits - account.account_balance_sms_credits_withheld,
              emailFreebies:
                account.account_balance_email_credits - account.account_balance_email_credits_withheld,
            }
      }
    />
  );
}
