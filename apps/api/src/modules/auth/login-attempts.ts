import { and, count, eq, gt, lte } from "drizzle-orm";
import { minutesAgo, type AppContext } from "../../plugins/context";
import { loginAttempts } from "../../db/schema";

/**
 * Failed logins matching `where` (an email or a client address) within the window ending now.
 * Attempts stamped after now (the demo clock was moved back) are not counted, so they cannot
 * hold a lockout in place.
 */
async function failedWithinWindow(context: AppContext, where: { email: string } | { ipAddress: string }) {
  const [row] = await context.db
    .select({ value: count() })
    .from(loginAttempts)
    .where(
      and(
        "email" in where
          ? eq(loginAttempts.email, where.email)
          : eq(loginAttempts.ipAddress, where.ipAddress),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, minutesAgo(context, context.config.login.windowMinutes)),
        lte(loginAttempts.createdAt, context.now()),
      ),
    );
  return row?.value ?? 0;
}

/** The count the login screen shows: failed logins from one client address in the window. */
export function failedAttemptsFrom(context: AppContext, ipAddress: string): Promise<number> {
  return failedWithinWindow(context, { ipAddress });
}

/**
 * Whether a login is refused for now, and with what words. One account is locked after a few
 * failures, whoever tries; one address only after many, across every email, since an office
 * shares one address and one person's typos must not lock out the rest.
 */
export async function lockout(
  context: AppContext,
  email: string,
  ipAddress: string,
): Promise<{ message: string; retryAfterSeconds: number } | null> {
  const { maxFailures, maxFailuresPerAddress, windowMinutes } = context.config.login;
  const [byEmail, byAddress] = await Promise.all([
    failedWithinWindow(context, { email }),
    failedWithinWindow(context, { ipAddress }),
  ]);
  if (byEmail < maxFailures && byAddress < maxFailuresPerAddress) return null;
  return {
    message: `Too many failed login attempts. Please try again in ${windowMinutes} minutes.`,
    retryAfterSeconds: windowMinutes * 60,
  };
}

export async function recordAttempt(
  context: AppContext,
  attempt: { email: string; ipAddress: string; succeeded: boolean },
): Promise<void> {
  await context.db.insert(loginAttempts).values({ ...attempt, createdAt: context.now() });
}
