import type { ReactNode } from "react";
import { useEnteredAccountName } from "../api/entered-account";

export interface EnteredAccountBannerProps {
  /** The customer account the staff user is in. */
  accountId: number;
  /** The way out (a link or button to leave the account). */
  leave: ReactNode;
}

/**
 * Shown across the console while a staff user is inside a customer's account: whose account it is,
 * that the customer can see the visit, and a Leave button.
 */
export function EnteredAccountBanner({ accountId, leave }: EnteredAccountBannerProps) {
  const name = useEnteredAccountName(accountId);
  return (
    <div
      role="region"
      aria-label="Staff access"
      data-testid="entered-account-banner"
      className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-300 bg-amber-100 px-6 py-2 text-sm text-amber-950"
    >
      <p>
        You are inside <strong>{name.data ?? `account #${accountId}`}</strong> as staff. The account&apos;s
        owner can see when staff entered.
      </p>
      {leave}
    </div>
  );
}
