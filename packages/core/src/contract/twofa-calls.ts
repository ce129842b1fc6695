import { z } from "zod/mini";
import { flagSchema, idSchema, pinSchema } from "./primitives";

const link = { id: idSchema, token: z.string().check(z.minLength(1)) };

/** POST /ajax/twofa_login_co/twofa_verify: the link's id and token, with the code. */
export const twofaVerifyRequestSchema = z.object({ ...link, code: z.optional(z.string()) });
export type TwofaVerifyRequest = z.infer<typeof twofaVerifyRequestSchema>;

/** POST /ajax/twofa_login_co/twofa_generate request. */
export const twofaGenerateRequestSchema = z.object(link);
export type TwofaGenerateRequest = z.infer<typeof twofaGenerateRequestSchema>;

/** Its answer data. */
export const twofaGenerateDataSchema = z.object({
  user_id: idSchema,
  token: z.string().check(z.minLength(1)),
  mobile_twofa: flagSchema,
});
export type TwofaGenerateData = z.infer<typeof twofaGenerateDataSchema>;

/** POST /ajax/twofa_login_co/twofa_verify_code; a 6-character PIN. */
export const twofaVerifyCodeRequestSchema = z.object({ ...link, pincode: pinSchema });
export type TwofaVerifyCodeRequest = z.infer<typeof twofaVerifyCodeRequestSchema>;

/** POST /ajax/twofa_login_co/resend_pin_code. */
export const twofaResendRequestSchema = z.object(link);
export type TwofaResendRequest = z.infer<typeof twofaResendRequestSchema>;

/** POST /ajax/twofa_login_co/token_verify (payload not shown by the SPEC; the link's id and token). */
export const twofaTokenVerifyRequestSchema = z.object(link);
export type TwofaTokenVerifyRequest = z.infer<typeof twofaTokenVerifyRequestSchema>;
