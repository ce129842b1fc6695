import { z } from "zod/mini";
import { DEFAULT_COUNTRY_CODE } from "../signup/signup-rules";
import { EMAIL_VERIFIER_RESULTS } from "../validation/email-verifier-outcome";
import { emailSchema, idSchema, pinSchema } from "./primitives";

const link = { id: idSchema, token: z.string().check(z.minLength(1)) };

/** GET /public/signup/register query; the answer is a pendingRegistration (SPEC §7 "Signup"). */
export const signupRegistrationQuerySchema = z.object(link);
export type SignupRegistrationQuery = z.infer<typeof signupRegistrationQuerySchema>;

const required = "This is a required field.";
const nameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, required), z.maxLength(100, "Maximum length is 100."));

/**
 * POST /public/signup/register. The mobile is the country prefix joined to the number, and the
 * country is that calling code, 63 unless given (SPEC §5). The company becomes the account's name.
 */
export const signupRegisterRequestSchema = z.looseObject({
  email: emailSchema,
  mobile: z
    .string()
    .check(z.regex(/^[0-9]{6,15}$/, "Enter the mobile number with its country code, digits only.")),
  country: z._default(z.string().check(z.minLength(1)), DEFAULT_COUNTRY_CODE),
  captcha_response: z.string(),
  company_name: nameSchema,
  fname: nameSchema,
  lname: nameSchema,
});
export type SignupRegisterRequest = z.infer<typeof signupRegisterRequestSchema>;

/** Its answer data. */
export const signupRegisterDataSchema = z.object({ ...link, email: z.string(), mobile: z.string() });
export type SignupRegisterData = z.infer<typeof signupRegisterDataSchema>;

/** POST /public/signup/verify_email. */
export const verifyEmailRequestSchema = z.object({ ...link, email_pin_code: pinSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST /public/signup/verify_mobile. */
export const verifyMobileRequestSchema = z.object({ ...link, mobile_pin_code: pinSchema });
export type VerifyMobileRequest = z.infer<typeof verifyMobileRequestSchema>;

/** POST /public/signup/resend_email_pin_code; a different email replaces it (once). */
export const resendEmailPinRequestSchema = z.object({ ...link, email: emailSchema });
export type ResendEmailPinRequest = z.infer<typeof resendEmailPinRequestSchema>;

/** POST /public/signup/resend_mobile_pin_code; a different mobile replaces it. */
export const resendMobilePinRequestSchema = z.object({
  ...link,
  mobile: z.string().check(z.regex(/^[0-9]{6,15}$/)),
});
export type ResendMobilePinRequest = z.infer<typeof resendMobilePinRequestSchema>;

/** POST /ajax/login/google_signin: the ID token from the Google button (the SPEC does not show it). */
export const googleSigninRequestSchema = z.object({ credential: z.string().check(z.minLength(1)) });
export type GoogleSigninRequest = z.infer<typeof googleSigninRequestSchema>;

/** GET /api/email-verifier query and answer. */
export const emailVerifierQuerySchema = z.object({ email: emailSchema });
export const emailVerifierResponseSchema = z.object({ result: z.enum(EMAIL_VERIFIER_RESULTS) });
export type EmailVerifierResponse = z.infer<typeof emailVerifierResponseSchema>;
