/** Where a successful login verify leads (SPEC §4 "Login"). */
export const LOGIN_DESTINATIONS = ["twofa-login", "logged-in"] as const;
export type LoginDestination = (typeof LOGIN_DESTINATIONS)[number];

/** The role forced through two-factor (SPEC §6). */
export const SUPER_ADMIN_ROLE = "super_admin";

/**
 * After a successful login verify (SPEC §4 "Login"): a super admin, or a user with two-factor
 * enabled, goes to twofa-login; otherwise (flag 0 or null) the user is logged in.
 */
export function loginDestination(data: {
  role_code: string;
  twofa_enabled: number | boolean | null | undefined;
}): LoginDestination {
  return data.role_code === SUPER_ADMIN_ROLE || Boolean(data.twofa_enabled) ? "twofa-login" : "logged-in";
}
