/** The answers of the email deliverability service (SPEC §7 "Signup"). */
export const EMAIL_VERIFIER_RESULTS = ["deliverable", "undeliverable", "risky"] as const;
export type EmailVerifierResult = (typeof EMAIL_VERIFIER_RESULTS)[number];

export const EMAIL_VERIFIER_MESSAGES = {
  undeliverable: "Sorry this email address looks invalid. Please correct the address or try a different one.",
  risky:
    "Sorry, you cannot sign up using this email address. It appears to be an Accept All, Disposable or Role address. For security purposes these are not permitted. Please try an alternative email that is personal to you.",
} as const;

export type EmailVerifierOutcome =
  { kind: "accepted" } | { kind: "refused"; message: string } | { kind: "retry" };

/**
 * What the signup form does with the deliverability answer (SPEC §5 "Signup and PINs"):
 * deliverable is accepted, undeliverable and risky are refused with their texts, anything else
 * (or a failure, passed as undefined) retries.
 */
export function emailVerifierOutcome(result: string | undefined): EmailVerifierOutcome {
  switch (result) {
    case "deliverable":
      return { kind: "accepted" };
    case "undeliverable":
      return { kind: "refused", message: EMAIL_VERIFIER_MESSAGES.undeliverable };
    case "risky":
      return { kind: "refused", message: EMAIL_VERIFIER_MESSAGES.risky };
    default:
      return { kind: "retry" };
  }
}
