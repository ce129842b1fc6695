import { formatAmount } from "@sendline/core";

/** A pending top-up as a payment provider sees it. */
export interface PaymentRequest {
  txnid: string;
  amount: number;
  currencyCode: string;
  /** The console address that confirms the payment once (`{PUBLIC_URL}/top-up-verify/{txnid}/{token}`). */
  confirmLink: string;
  linkDays: number;
}

/**
 * A way to pay for a top-up. A real gateway implements `start` by opening its checkout and calling
 * the confirmation when its webhook reports the payment; the demo provider emails the link instead.
 */
export interface PaymentProvider {
  code: string;
  name: string;
  description: string;
  /** The email that tells the payer how to complete the payment. */
  start(payment: PaymentRequest): { subject: string; body: string };
}

/** The demo provider: bank transfer or card, confirmed from an emailed link (outbox in demo mode). */
export const bankTransferProvider: PaymentProvider = {
  code: "bank_transfer",
  name: "Bank transfer / card",
  description: "Pay by bank transfer or card; the emailed link confirms the payment.",
  start: (payment) => ({
    subject: "Confirm your Sendline top-up",
    body: `Open ${payment.confirmLink} to confirm your top-up of ${payment.currencyCode} ${formatAmount(payment.amount)} (${payment.txnid}). The link expires in ${payment.linkDays} days and works once.`,
  }),
};

/** The providers the top-up screen offers, by code. */
export const PAYMENT_PROVIDERS: ReadonlyMap<string, PaymentProvider> = new Map(
  [bankTransferProvider].map((provider) => [provider.code, provider]),
);
