import { API_MESSAGES } from "@sendline/core";
import type { ApiClient } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-client";

export type ForgotPasswordOutcome = { kind: "sent" } | { kind: "invalid"; errors: Record<string, string[]> };

/**
 * Requests a reset link. Only a validation error is reported back; every other failure still reads
 * as sent, so the answer never discloses whether an account exists (SPEC §5 Forms in general).
 */
export async function requestPasswordReset(api: ApiClient, email: string): Promise<ForgotPasswordOutcome> {
  try {
    await api("/ajax/login/forgot_password", { method: "POST", body: { email }, strict: true });
  } catch (error) {
    if (error instanceof ApiError && isValidationError(error.body)) {
      return { kind: "invalid", errors: error.body.errors };
    }
  }
  return { kind: "sent" };
}

function isValidationError(
  body: unknown,
): body is { message: typeof API_MESSAGES.validationError; errors: Record<string, string[]> } {
  return (
    typeof body === "object" &&
    body !== null &&
    "message" in body &&
    body.message === API_MESSAGES.validationError &&
    "errors" in body &&
    typeof body.errors === "object" &&
    body.errors !== null
  );
}
