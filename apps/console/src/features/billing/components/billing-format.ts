import { formatAmount } from "@sendline/core";
import { BILLING_TRANSACTION_TYPE_NAMES, type TopUpStatus } from "@sendline/core/contract";

/** A ledger or top-up time as the histories show it, in the browser's timezone. */
export const billingDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "—";

/** A signed amount with two decimals: `+500.00`, `-3.50`. */
export const signedAmount = (amount: number) => `${amount > 0 ? "+" : ""}${formatAmount(amount)}`;

/** The words for each kind of ledger row (reference data `billing_transactions_type`). */
export const TRANSACTION_TYPE_LABELS = BILLING_TRANSACTION_TYPE_NAMES;

export const TOP_UP_STATUS_BADGES = {
  pending: { label: "Pending", variant: "warning" },
  paid: { label: "Paid", variant: "success" },
  expired: { label: "Expired", variant: "gray" },
} as const satisfies Record<TopUpStatus, { label: string; variant: string }>;
