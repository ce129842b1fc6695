import type { EmailVerifierResult } from "@sendline/core";

/**
 * Tells whether mail to an address would be delivered (SPEC §5 "Signup and PINs"). Plug a real
 * deliverability service in through `buildServer(config, { emailVerifier })`.
 */
export interface EmailVerifier {
  verify(email: string): Promise<EmailVerifierResult>;
}

const ROLE_LOCAL_PARTS = new Set([
  "admin",
  "billing",
  "contact",
  "help",
  "info",
  "marketing",
  "no-reply",
  "noreply",
  "postmaster",
  "sales",
  "support",
  "webmaster",
]);

const RISKY_DOMAINS = new Set([
  "acceptall.test",
  "guerrillamail.com",
  "mailinator.com",
  "temp-mail.org",
  "yopmail.com",
  "10minutemail.com",
]);

/**
 * The embedded verifier's fixed answers, so demo signups can show every outcome: an address at
 * `undeliverable.test` or with the local part `undeliverable` is undeliverable; a role address
 * (`info@`, `admin@`, …), a disposable or accept-all domain (`mailinator.com`, `acceptall.test`, …)
 * or the local part `risky` is risky; anything else is deliverable.
 */
export function demoEmailVerdict(email: string): EmailVerifierResult {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at).toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  if (local === "undeliverable" || domain === "undeliverable.test") return "undeliverable";
  if (local === "risky" || ROLE_LOCAL_PARTS.has(local) || RISKY_DOMAINS.has(domain)) return "risky";
  return "deliverable";
}

export const demoEmailVerifier: EmailVerifier = {
  verify: async (email) => demoEmailVerdict(email),
};
