import { differenceInMilliseconds } from "date-fns";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Password ages and the recheck interval (SPEC §4 "Password", §9). */
export const PASSWORD_EXPIRY = {
  renewDays: 30,
  forcedDays: 60,
  recheckMs: 10 * 60 * 1000,
} as const;

/** current: nothing to do; renew: offer a change; expired: the forced password-expired screen. */
export const PASSWORD_STATES = ["current", "renew", "expired"] as const;
export type PasswordState = (typeof PASSWORD_STATES)[number];

/**
 * The password's expiry state at `now` (SPEC §4 "Password"). Forced expiry: older than 60 days,
 * measured from the last update or, without one, from the account user's creation date (no date
 * at all is expired). Renew: never set, or older than 30 days. Ages are compared in exact
 * milliseconds, so exactly 30 days old is still current.
 */
export function passwordState(
  user: { passwordLastUpdated: Date | null; dateCreated: Date | null },
  now: Date,
): PasswordState {
  const forcedFrom = user.passwordLastUpdated ?? user.dateCreated;
  if (
    forcedFrom === null ||
    differenceInMilliseconds(now, forcedFrom) > PASSWORD_EXPIRY.forcedDays * DAY_MS
  ) {
    return "expired";
  }
  if (
    user.passwordLastUpdated === null ||
    differenceInMilliseconds(now, user.passwordLastUpdated) > PASSWORD_EXPIRY.renewDays * DAY_MS
  ) {
    return "renew";
  }
  return "current";
}
