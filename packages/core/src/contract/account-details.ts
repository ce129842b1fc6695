import { z } from "zod";
import { dateTextSchema, flagSchema, idSchema, numberSchema } from "./primitives";

/** The account of the signed-in user (SPEC §3 "Account details", §7 GET /ajax/account/details). */
export const accountDetailsSchema = z.object({
  id: idSchema,
  name: z.string(),
  date_created: dateTextSchema.nullish(),
  is_trial: flagSchema,
  timezone_name: z.string().nullish(),
  currency_code: z.string().nullish(),
  country_country_code: z.string().nullish(),
  country_max_length: numberSchema.nullish(),
  country_min_length: numberSchema.nullish(),
  business_unit_code: z.string().nullish(),
  campaign_version_code: z.string().nullish(),
  campaign_version_id: idSchema.nullish(),
  campaign_version_name: z.string().nullish(),
  account_balance_monetary: numberSchema.default(0),
  account_balance_monetary_withholding: numberSchema.default(0),
  account_balance_sms_credits: numberSchema.default(0),
  account_balance_email_credits: numberSchema.default(0),
  account_balance_sms_credits_withheld: numberSchema.default(0),
  account_balance_email_credits_withheld: numberSchema.default(0),
  account_balance_credit_limit: numberSchema.default(0),
  account_billing_pending_payments: numberSchema.default(0),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;
