import type { VerifyMobileRequest } from "@sendline/core/contract";
import type { ApiClient } from "../../../lib/api-client";
import type { RegistrationLink } from "./get-registration";

/** Checks the mobile PIN of a signup (SPEC §7 POST /public/signup/verify_mobile). */
export async function verifyMobilePin(api: ApiClient, link: RegistrationLink, pin: string): Promise<void> {
  const body: Record<keyof VerifyMobileRequest, string> = { ...link, mobile_pin_code: pin };
  await api("/public/signup/verify_mobile", { method: "POST", body, strict: true });
}
