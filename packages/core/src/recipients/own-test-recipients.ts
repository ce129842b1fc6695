import { z } from "zod/mini";
import { emailSchema } from "../contract/primitives";
import { normalizeMobile, type NumberingPlan } from "./normalize-mobile";

/** How many of their own numbers or addresses a user may send one test to, beside test groups. */
export const MAX_OWN_TEST_RECIPIENTS = 5;

export const OWN_TEST_LIMIT_MESSAGE = `Add at most ${MAX_OWN_TEST_RECIPIENTS} of your own numbers or addresses.`;
export const TEST_RECIPIENTS_REQUIRED = "Choose a test group or add your own number or address.";

export type OwnTestRecipients = {
  /** Mobile numbers in international form, or lowercased addresses, each once. */
  recipients: string[];
  /** What is wrong, in words: the limit, or each value that is not a number or an address. */
  errors: string[];
};

/**
 * The numbers (SMS, Viber: the account's numbering plan) or email addresses a user typed to send a
 * test to themselves: each checked by the rule the channel's recipients follow, repeats dropped, at
 * most `MAX_OWN_TEST_RECIPIENTS`. Blank entries are skipped.
 */
export function ownTestRecipients(
  values: readonly string[],
  kind: { channel: "email" } | { channel: "sms" | "viber"; plan: NumberingPlan },
): OwnTestRecipients {
  const typed = values.map((value) => value.trim()).filter(Boolean);
  const recipients: string[] = [];
  const errors: string[] = [];
  for (const value of typed) {
    const normal =
      kind.channel === "email"
        ? z.safeParse(emailSchema, value).success
          ? value.toLowerCase()
          : null
        : normalizeMobile(value, kind.plan);
    if (normal === null) {
      errors.push(
        kind.channel === "email"
          ? `${value} is not a valid email address.`
          : `${value} is not a valid mobile number.`,
      );
    } else if (!recipients.includes(normal)) {
      recipients.push(normal);
    }
  }
  if (recipients.length > MAX_OWN_TEST_RECIPIENTS) errors.unshift(OWN_TEST_LIMIT_MESSAGE);
  return { recipients, errors };
}
