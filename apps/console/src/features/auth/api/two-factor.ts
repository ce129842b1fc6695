import { sessionCookieSchema, twofaGenerateDataSchema } from "@sendline/core/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import { successOf, type ApiClient } from "../../../lib/api-client";

/** The ids the two-factor links carry: `/twofa-login(-verification)/{id}/{token}/{mobileTwofa}`. */
export interface TwoFactorLink {
  id: string;
  token: string;
  mobileTwofa: string;
}

/** The `mobileTwofa` segment of a two-factor link: 1 when the PIN goes by SMS, 0 by email. */
export const mobileTwofaSegment = (mobileTwofa: boolean | null | undefined) => (mobileTwofa ? "1" : "0");

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
  return successOf(twofaGenerateDataSchema).parse(body).data;
}

export async function verifyTwoFactorCode(api: ApiClient, link: TwoFactorLink, pincode: string) {
  const body = await api("/ajax/twofa_login_co/twofa_verify_code", {
    method: "POST",
    body: { id: link.id, token: link.token, pincode },
    strict: true,
  });
  return successOf(sessionCookieSchema).parse(body).data;
}

export async function resendTwoFactorCode(api: ApiClient, link: TwoFactorLink): Promise<void> {
  await api("/ajax/twofa_login_co/resend_pin_code", {
    method: "POST",
    body: { id: link.id, token: link.token },
    strict: true,
  });
}

/** Checks the link once per link; a refused link shows 'Session Expired' (SPEC §4, §8). */
export function useTwoFactorTokenCheck(link: TwoFactorLink) {
  const api = useApi();
  return useQuery({
    queryKey: ["two-factor", "token", link.id, link.token],
    queryFn: async () => {
      await verifyTwoFactorToken(api, link);
      return true;
    },
    retry: false,
    staleTime: Infinity,
  });
}

export function useGenerateTwoFactorCode(link: TwoFactorLink) {
  const api = useApi();
  return useMutation({ mutationFn: () => generateTwoFactorCode(api, link) });
}

export function useVerifyTwoFactorCode(link: TwoFactorLink) {
  const api = useApi();
  return useMutation({ mutationFn: (pincode: string) => verifyTwoFactorCode(api, link, pincode) });
}

export function useResendTwoFactorCode(link: TwoFactorLink) {
  const api = useApi();
  return useMutation({ mutationFn: () => resendTwoFactorCode(api, link) });
}
