import { formatAmount } from "@sendline/core";
import { CheckCircle2Icon } from "lucide-react";
import type { ReactNode } from "react";

export interface TopUpSuccessProps {
  txnid: string;
  amount: number;
  currency: string;
  /** Where the user goes next: the history link, say. */
  children?: ReactNode;
}

/** The top-up-success screen (SPEC §2): the pending top-up and how to confirm it. */
export function TopUpSuccess({ txnid, amount, currency, children }: TopUpSuccessProps) {
  return (
    <div role="status" className="flex max-w-lg flex-col gap-3 rounded-lg border p-5">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2Icon aria-hidden className="size-5 text-success" />
        Top-up created
      </p>
      <p className="text-sm">
        Your top-up of{" "}
        <strong>
          {currency} {formatAmount(amount)}
        </strong>{" "}
        ({txnid}) is pending. We emailed you a link: open it to confirm the payment, and the amount is added
        to your balance at once.
      </p>
      {children}
    </div>
  );
}
