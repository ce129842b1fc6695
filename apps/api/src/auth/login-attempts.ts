import { and, count, eq, gt } from "drizzle-orm";
import { minutesAgo, type AppContext } from "../context";
import { loginAttempts } from "../db/schema";

/** Failed logins matching `where` (an email or a client address) within the rate-limit window. */
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
      ),
    );
  return row?.value ?? 0;
}

/** The count the login screen shows: failed logins from one client address in the window. */
export function failedAttemptsFrom(context: AppContext, ipAddress: string): Promise<number> {
  return failedWithinWindow(context, { ipAddress });
}

/** Whether logins for this email or from this address are locked out for now. */
export async function isLockedOut(context: AppContext, email: string, ipAddress: string): Promise<boolean> {
  const { maxFailures } = context.config.login;
  const [byEmail, byAddress] = await Promise.all([
    failedWithinWindow(context, { email }),
    failedWithinWindow(context, { ipAddress }),
  ]);
  return byEmail >= maxFailures || byAddress >= maxFailures;
}

export async function recordAttempt(
  context: AppContext,
  attempt: { email: string; ipAddress: string; succeeded: boolean },
): Promise<void> {
  await context.db.insert(loginAttempts).values({ ...attempt, createdAt: context.now() });
}
