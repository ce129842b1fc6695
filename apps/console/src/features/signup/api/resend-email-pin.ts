import type { ResendEmailPinRequest } from "@sendline/core/contract";
import type { ApiClient } from "../../../lib/api-client";
import type { RegistrationLink } from "./get-registration";

/**
 * Sends a new email PIN; a different address replaces the signup's email, which SPEC §4 allows
 * once (POST /public/signup/resend_email_pin_code).
 */
export async function resendEmailPin(api: ApiClient, link: RegistrationLink, email: string): Promise<void> {
  const body: Record<keyof ResendEmailPinRequest, string> = { ...link, email };
  await api("/public/signup/resend_email_pin_code", {
    method: "POST",
    body,
    strict: true,
    fields: ["email"],
  });
}
