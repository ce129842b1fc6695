const MINUTE_MS = 60 * 1000;

/** Screens where the inactivity expiry does not apply (SPEC §4 "Session"). */
export const SESSION_EXPIRY_EXEMPT_PATHS = ["/login", "/reset-password", "/forgot-password"] as const;

/** On the password-expired screen a session this old since login must log in again (SPEC §4, §9). */
export const POST_LOGIN_SESSION_PROMPT_MINUTES = 10;

/** The dialog of SPEC §8 for a stale session on the password-expired screen; OK goes to /logout. */
export const STALE_SESSION_DIALOG = {
  title: "Session Expired!",
  text: "Please click OK to login again.",
  redirectTo: "/logout",
} as const;

/**
 * Whether the session has expired for inactivity (SPEC §4 "Session"): `sessionExpiryInMinutes`
 * or more since the last recorded activity.
 */
export function isSessionExpired(lastActivity: Date, now: Date, sessionExpiryInMinutes: number): boolean {
  return now.getTime() - lastActivity.getTime() >= sessionExpiryInMinutes * MINUTE_MS;
}

/** Whether the inactivity expiry applies on a path: not on the login, reset or forgot pages (SPEC §4). */
export function sessionExpiryApplies(path: string): boolean {
  return !SESSION_EXPIRY_EXEMPT_PATHS.some(
    (exempt) => path === exempt || path.startsWith(`${exempt}/`) || path.startsWith(`${exempt}?`),
  );
}

/** Whether the password-expired screen must prompt to log in again: 10 minutes or more since login (SPEC §4). */
export function isPostLoginSessionStale(loggedInAt: Date, now: Date): boolean {
  return now.getTime() - loggedInAt.getTime() >= POST_LOGIN_SESSION_PROMPT_MINUTES * MINUTE_MS;
}
