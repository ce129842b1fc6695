import type { ResendMobilePinRequest } from "@sendline/core/contract";
import type { ApiClient } from "../../../lib/api-client";
import type { RegistrationLink } from "./get-registration";

/**
 * Sends a new mobile PIN by SMS; a different number replaces the signup's mobile. Sends plus
 * replaces are limited to 2 (SPEC §4; POST /public/signup/resend_mobile_pin_code).
 */
export async function resendMobilePin(api: ApiClient, link: RegistrationLink, mobile: string): Promise<void> {
  const body: Record<keyof ResendMobilePinRequest, string> = { ...link, mobile };
  await api("/public/signup/resend_mobile_pin_code", {
    method: "POST",
    body,
    strict: true,
    fields: ["mobile"],
  });
}
