import { z } from "zod";
import type { ApiClient } from "../../../lib/api-client";

/** The ids the two-factor links carry: `/twofa-login(-verification)/{id}/{token}/{mobileTwofa}`. */
export interface TwoFactorLink {
  id: string;
  token: string;
  mobileTwofa: string;
}

const generateAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({
    user_id: z.coerce.number(),
    token: z.string(),
    mobile_twofa: z.string().nullable().optional(),
  }),
});

const sessionAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.coerce.number(),
    account_id: z.coerce.number().nullable().optional(),
    token: z.string(),
  }),
});

export async function verifyTwoFactorToken(api: ApiClient, link: TwoFactorLink): Promise<void> {
  await api("/ajax/twofa_login_co/token_verify", {
    method: "POST",
    body: { id: link.id, token: link.token },
  });
}

export async function generateTwoFactorCode(api: ApiClient, link: TwoFactorLink) {
  const body = await api("/ajax/twofa_login_co/twofa_generate", {
    method: "POST",
    body: { id: link.id, token: link.token },
    strict: true,
  });
  return generateAnswerSchema.parse(body).data;
}

export async function verifyTwoFactorCode(api: ApiClient, link: TwoFactorLink, pincode: string) {
  const body = await api("/ajax/twofa_login_co/twofa_verify_code", {
    method: "POST",
    body: { id: link.id, token: link.token, pincode },
    strict: true,
  });
  return sessionAnswerSchema.parse(body).data;
}

export async function resendTwoFactorCode(api: ApiClient, link: TwoFactorLink): Promise<void> {
  await api("/ajax/twofa_login_co/resend_pin_code", {
    method: "POST",
    body: { id: link.id, token: link.token },
    strict: true,
  });
}
