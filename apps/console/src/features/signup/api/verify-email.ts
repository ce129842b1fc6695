import type { VerifyEmailRequest } from "@sendline/core/contract";
import type { ApiClient } from "../../../lib/api-client";
import type { RegistrationLink } from "./get-registration";

/** Checks the email PIN of a signup (SPEC §7 POST /public/signup/verify_email). */
export async function verifyEmailPin(api: ApiClient, link: RegistrationLink, pin: string): Promise<void> {
  const body: Record<keyof VerifyEmailRequest, string> = { ...link, email_pin_code: pin };
  await api("/public/signup/verify_email", { method: "POST", body, strict: true });
}
