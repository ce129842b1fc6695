import { balancePushEventSchema, type AccountDetails } from "@sendline/core/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useRealtimeEvents } from "../../../lib/realtime";
import { balanceQueryKey } from "../../../lib/query-keys";
import { accountDetailsQueryKey } from "./get-account-details";
import { balanceServiceQueryKey } from "./get-balance-service";

/** The type of the balance push event (SPEC §3). */
export const BALANCE_EVENT_TYPE = "balance";

/**
 * Writes the balance push event (SPEC §3) into the account details every balance figure reads, so
 * the navbar and the composer follow go-lives, charges, releases and top-ups without a reload.
 * After a reconnect that missed events, the balance is fetched again. A push older than the last one
 * applied (several server processes push, and pushes can cross) is dropped.
 */
export function useBalanceRealtime(): void {
  const queryClient = useQueryClient();
  const applied = useRef(new Map<number, number>());
  useRealtimeEvents(
    (name, event) => {
      if (name !== "update" || event.type !== BALANCE_EVENT_TYPE) return;
      const pushed = balancePushEventSchema.safeParse(event.data);
      if (!pushed.success) return;
      const balance = pushed.data;
      if (balance.version < (applied.current.get(balance.id) ?? 0)) return;
      applied.current.set(balance.id, balance.version);
      queryClient.setQueryData<AccountDetails>(accountDetailsQueryKey, (account) =>
        account && account.id === balance.id
          ? {
              ...account,
              account_balance_monetary: balance.monetary,
              account_balance_monetary_withholding: balance.monetary_withholding,
              account_balance_sms_credits: balance.sms_credits,
              account_balance_email_credits: balance.email_credits,
              account_balance_sms_credits_withheld: balance.sms_credits_withheld,
              account_balance_email_credits_withheld: balance.email_credits_withheld,
              account_billing_pending_payments: balance.pending_payments,
            }
          : account,
      );
      // The balance service's figures (after the charging switch) are fetched again, if shown.
      void queryClient.invalidateQueries({ queryKey: balanceServiceQueryKey });
    },
    () => void queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
  );
}
