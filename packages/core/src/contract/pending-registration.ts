import { z } from "zod/mini";
import { EMAIL_SIGNUP_STATUSES, MOBILE_SIGNUP_STATUSES } from "../signup/signup-rules";
import { dateTextSchema, flagSchema, idSchema, numberSchema } from "./primitives";

/** A signup in progress (SPEC §3 "Pending registration", §7 GET /public/signup/register). */
export const pendingRegistrationSchema = z.object({
  email: z.string(),
  mobile: z.string(),
  mobile_country_name: z.nullish(z.string()),
  email_validated: flagSchema,
  mobile_validated: flagSchema,
  email_replace_attempts: z._default(numberSchema, 0),
  mobile_code_send_attempts: z._default(numberSchema, 0),
  mobile_replace_attempts: z._default(numberSchema, 0),
  email_code_verify_attempts: z._default(numberSchema, 0),
  mobile_code_verify_attempts: z._default(numberSchema, 0),
  is_process_failed: z._default(flagSchema, false),
  is_process_completed: z._default(flagSchema, false),
  id: z.optional(idSchema),
  company_name: z.nullish(z.string()),
  fname: z.nullish(z.string()),
  lname: z.nullish(z.string()),
  /** SPEC §4 "Signup confirmation": the email is unconfirmed, validated or expired (a failed or late PIN). */
  email_status: z.optional(z.enum(EMAIL_SIGNUP_STATUSES)),
  mobile_status: z.optional(z.enum(MOBILE_SIGNUP_STATUSES)),
  /** When the last mobile PIN was sent, so the resend option can wait 20 s after it. */
  mobile_code_sent_at: z.nullish(dateTextSchema),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;
