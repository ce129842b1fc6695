import { z } from "zod";
import { idSchema, numberSchema } from "./primitives";

/** The campaign balance service's answer (SPEC §3 "Balance object", §7 getNewAccountBalance). */
export const balanceObjectSchema = z.object({
  availableBalance: numberSchema,
  accountSmsFreebies: numberSchema.default(0),
  accountEmailFreebies: numberSchema.default(0),
  monetaryWithholding: numberSchema.default(0),
  accountAvailableBalance: numberSchema,
  creditLimit: numberSchema.default(0),
});
export type BalanceObject = z.infer<typeof balanceObjectSchema>;

/** A balance update pushed over the socket (SPEC §3 "Balance push event"). */
export const balancePushEventSchema = z.object({
  id: idSchema,
  monetary: numberSchema,
  pending_payments: numberSchema.default(0),
  monetary_withholding: numberSchema.default(0),
  sms_credits: numberSchema.default(0),
  email_credits: numberSchema.default(0),
  sms_credits_withheld: numberSchema.default(0),
  email_credits_withheld: numberSchema.default(0),
});
export type BalancePushEvent = z.infer<typeof balancePushEventSchema>;
