import { z } from "zod/mini";
import { idSchema, numberSchema } from "./primitives";

/** The campaign balance service's answer (SPEC §3 "Balance object", §7 getNewAccountBalance). */
export const balanceObjectSchema = z.object({
  availableBalance: numberSchema,
  accountSmsFreebies: z._default(numberSchema, 0),
  accountEmailFreebies: z._default(numberSchema, 0),
  monetaryWithholding: z._default(numberSchema, 0),
  accountAvailableBalance: numberSchema,
  creditLimit: z._default(numberSchema, 0),
});
export type BalanceObject = z.infer<typeof balanceObjectSchema>;

/** A balance update pushed over the socket (SPEC §3 "Balance push event"). */
export const balancePushEventSchema = z.object({
  id: idSchema,
  monetary: numberSchema,
  pending_payments: z._default(numberSchema, 0),
  monetary_withholding: z._default(numberSchema, 0),
  sms_credits: z._default(numberSchema, 0),
  email_credits: z._default(numberSchema, 0),
  sms_credits_withheld: z._default(numberSchema, 0),
  email_credits_withheld: z._default(numberSchema, 0),
  /** Grows with every change of the account: of two pushes, the higher version is the newer. */
  version: z._default(numberSchema, 0),
});
export type BalancePushEvent = z.infer<typeof balancePushEventSchema>;
