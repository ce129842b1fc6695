/** The two-factor resend button shows this long after page load and after each resend (SPEC §4, §9). */
export const TWOFA_RESEND_DELAY_MS = 30_000;

/** Two-factor error texts of SPEC §4 "Two-factor" and §8. */
export const TWOFA_ERRORS = {
  maxRetries: "Code max retries",
  linkExpired: "Link is expired",
  pincodeExpired: "Mobile Pincode is expired",
} as const;

/** The dialog for an invalid two-factor token (SPEC §8); OK goes to /login. */
export const TWOFA_SESSION_EXPIRED_DIALOG = {
  title: "Session Expired",
  text: "Please login again.",
  redirectTo: "/login",
} as const;

export type TwofaErrorScreen = "twofa-login-max-retry" | "twofa-login-expired";

/**
 * The screen a two-factor error message leads to (SPEC §4 "Two-factor"): 'Code max retries' to
 * max-retry; 'Link is expired' or 'Mobile Pincode is expired' to expired; anything else stays (null).
 */
export function twofaErrorScreen(message: string | null | undefined): TwofaErrorScreen | null {
  switch (message) {
    case TWOFA_ERRORS.maxRetries:
      return "twofa-login-max-retry";
    case TWOFA_ERRORS.linkExpired:
    case TWOFA_ERRORS.pincodeExpired:
      return "twofa-login-expired";
    default:
      return null;
  }
}

/** Whether the two-factor resend button shows: 30 s after page load or the last resend (SPEC §4). */
export function twofaResendShows(lastActionAt: Date, now: Date): boolean {
  return now.getTime() - lastActionAt.getTime() >= TWOFA_RESEND_DELAY_MS;
}
