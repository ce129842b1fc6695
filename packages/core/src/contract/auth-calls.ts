import { z } from "zod/mini";
import { PASSWORD_MISMATCH_MESSAGE } from "../password/password-issues";
import {
  dateTextSchema,
  emailSchema,
  flagSchema,
  idSchema,
  newPasswordSchema,
  numberSchema,
} from "./primitives";

/** POST /ajax/login/verify (SPEC §7 "Authentication and session"). */
export const loginVerifyRequestSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1)),
  captcha_response: z.string(),
});
export type LoginVerifyRequest = z.infer<typeof loginVerifyRequestSchema>;

/** Its answer data; twofa_enabled 0 or null means no two-factor (SPEC §4 "Login"). */
export const loginVerifyDataSchema = z.object({
  id: idSchema,
  /** Sent with a session (no two-factor): the user's account, null for non-account staff. */
  account_id: z.nullish(idSchema),
  token: z.string().check(z.minLength(1)),
  role_code: z.string(),
  twofa_enabled: z.nullable(flagSchema),
  mobile_twofa: z.nullable(flagSchema),
});
export type LoginVerifyData = z.infer<typeof loginVerifyDataSchema>;

/** GET /ajax/login/attempts answer data. */
export const loginAttemptsDataSchema = z.object({ attempts: numberSchema });
export type LoginAttemptsData = z.infer<typeof loginAttemptsDataSchema>;

/** POST /ajax/login/forgot_password (the SPEC does not show it; the email is what a reset needs). */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const matched = <T extends { password: string; password_confirmation: string }>(value: T) =>
  value.password === value.password_confirmation;
const mismatch = { message: PASSWORD_MISMATCH_MESSAGE, path: ["password_confirmation"] };

/** POST /public/app/reset_password: the link's code and token, to read the reset details. */
export const resetPasswordDetailsRequestSchema = z.object({
  code: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
});
export type ResetPasswordDetailsRequest = z.infer<typeof resetPasswordDetailsRequestSchema>;

/** Its answer data, merged into the form. */
export const resetPasswordDetailsSchema = z.looseObject({
  email: z.optional(z.string()),
  fname: z.nullish(z.string()),
});
export type ResetPasswordDetails = z.infer<typeof resetPasswordDetailsSchema>;

/** POST /ajax/login/reset_password, also used by set-password: token, code and the new password. */
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().check(z.minLength(1)),
    code: z.string().check(z.minLength(1)),
    password: newPasswordSchema,
    password_confirmation: z.string(),
  })
  .check(z.refine(matched, mismatch));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** PUT /ajax/settings/change_password; the expired screen sends password_expired=true. */
export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().check(z.minLength(1)),
    password: newPasswordSchema,
    password_confirmation: z.string(),
    password_expired: z.optional(z.boolean()),
  })
  .check(z.refine(matched, mismatch));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** GET /ajax/settings/current_user answer data: see currentUserSchema. GET /ajax/account/details: accountDetailsSchema. */
export const passwordDatesSchema = z.object({
  password_last_updated: z.nullish(dateTextSchema),
  date_created: z.nullish(dateTextSchema),
});
