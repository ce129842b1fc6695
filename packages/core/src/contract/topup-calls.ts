import { z } from "zod/mini";
import { CAMPAIGN_CHANNELS } from "../campaign/campaign-privilege";
import { idSchema } from "./primitives";
import { rowIdSchema } from "./row-id";

/** POST /public/topup/verify_email_confirmation (SPEC §7 "Top-up and balance"). */
export const topupVerifyRequestSchema = z.object({
  txnid: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
});
export type TopupVerifyRequest = z.infer<typeof topupVerifyRequestSchema>;

/** Its answer data: the account id. */
export const topupVerifyDataSchema = idSchema;
export type TopupVerifyData = z.infer<typeof topupVerifyDataSchema>;

/** GET /pt3/updatebalance query (balance host). */
export const updateBalanceQuerySchema = z.object({ account_id: rowIdSchema });

/** The amounts the top-up screen offers as one-click presets. */
export const TOP_UP_PRESETS = [500, 1000, 2500, 5000] as const;
/** The smallest and largest top-up one request may ask for. */
export const TOP_UP_MIN = 100;
export const TOP_UP_MAX = 1_000_000;

/** POST /ajax/billing/top_up: a pending top-up paid through one of the payment providers. */
export const topUpRequestSchema = z.object({
  amount: z.coerce
    .number()
    .check(
      z.gte(TOP_UP_MIN, `The amount must be at least ${TOP_UP_MIN}.`),
      z.lte(TOP_UP_MAX, `The amount must be at most ${TOP_UP_MAX.toLocaleString("en-US")}.`),
      z.multipleOf(0.01, "The amount has at most two decimals."),
    ),
  provider: z._default(z.string().check(z.minLength(1)), "bank_transfer"),
});
export type TopUpRequest = z.infer<typeof topUpRequestSchema>;

export const TOP_UP_STATUSES = ["pending", "paid", "expired"] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** A top-up as its history lists it (GET /ajax/billing/top_up/list). */
export const topUpRowSchema = z.object({
  id: idSchema,
  txnid: z.string(),
  amount: z.coerce.number(),
  currency_code: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  status: z.enum(TOP_UP_STATUSES),
  date_created: z.string(),
  date_paid: z.nullable(z.string()),
  expires_at: z.string(),
});
export type TopUpRow = z.infer<typeof topUpRowSchema>;

/** A payment provider the top-up screen offers. */
export const paymentProviderSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
});
export type PaymentProviderOption = z.infer<typeof paymentProviderSchema>;

/** The ledger's kinds of rows (reference data `billing_transactions_type`). */
export const BILLING_TRANSACTION_TYPES = [
  "opening",
  "top_up",
  "adjustment",
  "withhold",
  "release",
  "charge",
] as const;
export type BillingTransactionType = (typeof BILLING_TRANSACTION_TYPES)[number];

/** The words for each kind of ledger row, as the reference data and the credit history name them. */
export const BILLING_TRANSACTION_TYPE_NAMES = {
  opening: "Opening balance",
  top_up: "Top-up",
  adjustment: "Adjustment",
  withhold: "Withheld",
  release: "Released",
  charge: "Charge",
} as const satisfies Record<BillingTransactionType, string>;

/** A ledger row as the credit history lists it (GET /ajax/billing/credit_history/list). */
export const creditHistoryRowSchema = z.object({
  id: idSchema,
  type: z.enum(BILLING_TRANSACTION_TYPES),
  amount: z.coerce.number(),
  withholding: z.coerce.number(),
  currency_code: z.string(),
  reason: z.string(),
  campaign_id: z.nullable(idSchema),
  /** The campaign the row is for, named and linkable; null when it has none (or it was deleted). */
  campaign: z.nullable(
    z.object({ name: z.string(), channel: z.enum(CAMPAIGN_CHANNELS), is_test_campaign: z.boolean() }),
  ),
  top_up_id: z.nullable(idSchema),
  user_id: z.nullable(idSchema),
  /** The account's monetary balance and withheld amount just after this row, over its whole ledger. */
  balance_after: z.coerce.number(),
  withholding_after: z.coerce.number(),
  date_created: z.string(),
});
export type CreditHistoryRow = z.infer<typeof creditHistoryRowSchema>;
