import { z } from "zod/mini";
import { dateTextSchema, flagSchema, idSchema, numberSchema } from "./primitives";

/** The account of the signed-in user (SPEC §3 "Account details", §7 GET /ajax/account/details). */
export const accountDetailsSchema = z.object({
  id: idSchema,
  name: z.string(),
  date_created: z.nullish(dateTextSchema),
  is_trial: flagSchema,
  timezone_name: z.nullish(z.string()),
  currency_code: z.nullish(z.string()),
  country_country_code: z.nullish(z.string()),
  country_max_length: z.nullish(numberSchema),
  country_min_length: z.nullish(numberSchema),
  business_unit_code: z.nullish(z.string()),
  campaign_version_code: z.nullish(z.string()),
  campaign_version_id: z.nullish(idSchema),
  campaign_version_name: z.nullish(z.string()),
  account_balance_monetary: z._default(numberSchema, 0),
  account_balance_monetary_withholding: z._default(numberSchema, 0),
  account_balance_sms_credits: z._default(numberSchema, 0),
  account_balance_email_credits: z._default(numberSchema, 0),
  account_balance_sms_credits_withheld: z._default(numberSchema, 0),
  account_balance_email_credits_withheld: z._default(numberSchema, 0),
  account_balance_credit_limit: z._default(numberSchema, 0),
  account_billing_pending_payments: z._default(numberSchema, 0),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;
