import { z } from "zod";
import { EMAIL_SIGNUP_STATUSES, MOBILE_SIGNUP_STATUSES } from "../signup/signup-rules";
import { dateTextSchema, flagSchema, idSchema, numberSchema } from "./primitives";

/** A signup in progress (SPEC §3 "Pending registration", §7 GET /public/signup/register). */
export const pendingRegistrationSchema = z.object({
  email: z.string(),
  mobile: z.string(),
  mobile_country_name: z.string().nullish(),
  email_validated: flagSchema,
  mobile_validated: flagSchema,
  email_replace_attempts: numberSchema.default(0),
  mobile_code_send_attempts: numberSchema.default(0),
  mobile_replace_attempts: numberSchema.default(0),
  email_code_verify_attempts: numberSchema.default(0),
  mobile_code_verify_attempts: numberSchema.default(0),
  is_process_failed: flagSchema.default(false),
  is_process_completed: flagSchema.default(false),
  id: idSchema.optional(),
  company_name: z.string().nullish(),
  fname: z.string().nullish(),
  lname: z.string().nullish(),
  /** SPEC §4 "Signup confirmation": the email is unconfirmed, validated or expired (a failed or late PIN). */
  email_status: z.enum(EMAIL_SIGNUP_STATUSES).optional(),
  mobile_status: z.enum(MOBILE_SIGNUP_STATUSES).optional(),
  /** When the last mobile PIN was sent, so the resend option can wait 20 s after it. */
  mobile_code_sent_at: dateTextSchema.nullish(),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;
