/** Minimum password length (SPEC §9 "Security and timing"). */
export const PASSWORD_MIN_LENGTH = 10;

export type PasswordRule = {
  id: "length" | "lowercase" | "uppercase" | "digit" | "special";
  /** The checklist text, and the issue text when unmet. */
  label: string;
  test: (password: string) => boolean;
};

/**
 * The parts of the password rule (SPEC §5 "Forms in general"), in the order issues are reported.
 * A UI checklist shows each as met or unmet. "Special" is any character that is not a letter,
 * a digit or whitespace.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  { id: "lowercase", label: "At least one lowercase letter", test: (password) => /\p{Ll}/u.test(password) },
  { id: "uppercase", label: "At least one uppercase letter", test: (password) => /\p{Lu}/u.test(password) },
  { id: "digit", label: "At least one number", test: (password) => /[0-9]/.test(password) },
  {
    id: "special",
    label: "At least one special character",
    test: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  },
];

/**
 * The unmet parts of the password rule (SPEC §5): at least 10 characters with one lowercase, one
 * uppercase, one digit and one special character. Returns [] when the password meets the rule.
 */
export function passwordIssues(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}

/** Shown when the confirmation differs from the password. */
export const PASSWORD_MISMATCH_MESSAGE = "Passwords do not match.";

/** Whether the confirmation matches the password exactly (SPEC §5 "The confirmation must match"). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/**
 * How many passwords a user may not choose again: the current one and the ones before it. A
 * password changed or reset to one of them gets the already-used message.
 */
export const PASSWORD_HISTORY_SIZE = 5;
