import { z } from "zod";
import { flagSchema, numberSchema } from "./primitives";

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
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;
