import { useMutation, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-context";
import { sessionCookieSchema } from "@sendline/core/contract";
import { z } from "zod/mini";
import { ApiError, successOf, type ApiClient } from "../../../lib/api-client";

export interface PasswordLink {
  code: string;
  token: string;
}

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

export const PASSWORD_FIELDS = ["password", "password_confirmation"] as const;

const detailsSchema = successOf(
  z.looseObject({ code: z.optional(z.string()), email: z.optional(z.string()) }),
);

export type ResetDetails = z.infer<typeof detailsSchema>["data"];

/**
 * Reads a reset or set-password link. SPEC §8: an answer whose status is not true means the link
 * is used or expired (go to forgot-password with `expired`); any other failure goes to login.
 */
export async function getResetDetails(
  api: ApiClient,
  link: PasswordLink,
): Promise<{ kind: "ok"; details: ResetDetails } | { kind: "expired" } | { kind: "failed" }> {
  try {
    const body = await api("/public/app/reset_password", { method: "POST", body: link });
    return { kind: "ok", details: detailsSchema.parse(body).data };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 200) return { kind: "expired" };
    return { kind: "failed" };
  }
}

export async function resetPassword(api: ApiClient, link: PasswordLink, values: NewPassword): Promise<void> {
  await api("/ajax/login/reset_password", {
    method: "POST",
    body: { ...link, ...values },
    fields: PASSWORD_FIELDS,
    strict: true,
    // The screen's dialog says it is done; a refusal still shows as a notice.
    quiet: "success",
  });
}

/** Sets the first password from an invitation link; the user is logged in afterwards (SPEC §2). */
export async function setFirstPassword(api: ApiClient, link: PasswordLink, values: NewPassword) {
  const body = await api("/ajax/login/set_password", {
    method: "POST",
    body: { ...link, ...values },
    fields: PASSWORD_FIELDS,
    strict: true,
  });
  return successOf(sessionCookieSchema).parse(body).data;
}

/** The forced change on the password-expired screen (SPEC §7: `password_expired=true`). */
export async function changeExpiredPassword(api: ApiClient, values: NewPassword): Promise<void> {
  await api("/ajax/settings/change_password", {
    method: "PUT",
    body: { ...values, password_expired: true },
    fields: PASSWORD_FIELDS,
    strict: true,
  });
}

/** The link's details, read once per link. */
export function useResetDetails(link: PasswordLink) {
  const api = useApi();
  return useQuery({
    queryKey: ["password-link", link.code, link.token],
    queryFn: () => getResetDetails(api, link),
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetPassword(link: PasswordLink) {
  const api = useApi();
  return useMutation({ mutationFn: (values: NewPassword) => resetPassword(api, link, values) });
}

export function useSetFirstPassword(link: PasswordLink) {
  const api = useApi();
  return useMutation({ mutationFn: (values: NewPassword) => setFirstPassword(api, link, values) });
}

export function useChangeExpiredPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (values: NewPassword) => changeExpiredPassword(api, values) });
}
