/** Signup timings (SPEC §4 "Signup confirmation", §9), in milliseconds. */
export const SIGNUP_TIMING = {
  emailVerifyDebounceMs: 5000,
  pollMs: 2000,
  homeRedirectMs: 2000,
  loginAfterCompleteMs: 3000,
  smsResendMs: 20_000,
} as const;

/** Replace and send limits (SPEC §4, §9): the email is replaced at most once; mobile sends plus replaces at most 2. */
export const SIGNUP_LIMITS = { emailReplaces: 1, mobileSendsAndReplaces: 2 } as const;

/** The default mobile country code (SPEC §5, §9). */
export const DEFAULT_COUNTRY_CODE = "63";

/** The PIN input's modes (SPEC §4 "Signup confirmation"). */
export const PIN_INPUT_MODES = ["lock", "submit", "busy", "success"] as const;
export type PinInputMode = (typeof PIN_INPUT_MODES)[number];

export const EMAIL_SIGNUP_STATUSES = ["unconfirmed", "validated", "expired"] as const;
export type EmailSignupStatus = (typeof EMAIL_SIGNUP_STATUSES)[number];
export const MOBILE_SIGNUP_STATUSES = ["unconfirmed", "validated"] as const;
export type MobileSignupStatus = (typeof MOBILE_SIGNUP_STATUSES)[number];

type Counts = {
  email_replace_attempts: number;
  mobile_code_send_attempts: number;
  mobile_replace_attempts: number;
};

/** Whether the email resend/replace option shows: only while email_replace_attempts is below 1 (SPEC §4). */
export function emailResendShows(registration: Pick<Counts, "email_replace_attempts">): boolean {
  return registration.email_replace_attempts < SIGNUP_LIMITS.emailReplaces;
}

/**
 * Whether the resend-SMS option shows (SPEC §4): mobile sends plus replaces are below 2, and 20 s
 * have passed since the last send or replace (`lastActionAt` null: none yet).
 */
export function mobileResendShows(
  registration: Pick<Counts, "mobile_code_send_attempts" | "mobile_replace_attempts">,
  lastActionAt: Date | null,
  now: Date,
): boolean {
  const used = registration.mobile_code_send_attempts + registration.mobile_replace_attempts;
  if (used >= SIGNUP_LIMITS.mobileSendsAndReplaces) return false;
  return lastActionAt === null || now.getTime() - lastActionAt.getTime() >= SIGNUP_TIMING.smsResendMs;
}

export type SignupNextStep =
  { kind: "poll"; afterMs: number } | { kind: "home"; afterMs: number } | { kind: "login"; afterMs: number };

/**
 * What the signup confirmation page does after a poll (SPEC §4 "Signup confirmation"): a completed
 * process logs in after 3 s; both email and mobile validated goes home after 2 s; otherwise it
 * polls again in 2 s.
 */
export function signupNextStep(registration: {
  email_validated: boolean | number;
  mobile_validated: boolean | number;
  is_process_completed: boolean | number;
}): SignupNextStep {
  if (registration.is_process_completed)
    return { kind: "login", afterMs: SIGNUP_TIMING.loginAfterCompleteMs };
  if (registration.email_validated && registration.mobile_validated) {
    return { kind: "home", afterMs: SIGNUP_TIMING.homeRedirectMs };
  }
  return { kind: "poll", afterMs: SIGNUP_TIMING.pollMs };
}

/** The mobile number sent on signup: the country prefix joined to the number, digits only (SPEC §5). */
export function joinMobile(number: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  return `${countryCode.replace(/\D/g, "")}${number.replace(/\D/g, "")}`;
}
