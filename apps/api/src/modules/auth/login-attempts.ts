import { and, count, eq, gt, lte, sql } from "drizzle-orm";
import { minutesAgo, type AppContext } from "../../plugins/context";
import type { Db } from "../../db/database";
import { loginAttempts } from "../../db/schema";

/** Advisory lock namespaces; emails before addresses, always in that order, so two claims never wait on each other in a cycle. */
const EMAIL_LOCK = 1;
const ADDRESS_LOCK = 2;

type Reader = Pick<Db, "select">;

/**
 * Failed logins matching `where` (an email or a client address) within the window ending now.
 * Attempts stamped after now (the demo clock was moved back) are not counted, so they cannot
 * hold a lockout in place.
 */
async function failedWithinWindow(
  context: AppContext,
  db: Reader,
  where: { email: string } | { ipAddress: string },
) {
  const [row] = await db
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
  return failedWithinWindow(context, context.db, { ipAddress });
}

export interface Lockout {
  message: string;
  retryAfterSeconds: number;
}

/**
 * Claims one login attempt before the password is checked: refuses it while the email or the
 * address is locked out, otherwise records it as failed and answers its id, which `attemptSucceeded`
 * turns into a success. The count and the record happen under a lock per email and per address,
 * so simultaneous tries cannot all pass the count before any is recorded.
 *
 * One account is locked after a few failures, whoever tries; one address only after many, across
 * every email, since an office shares one address and one person's typos must not lock out the rest.
 */
export async function claimAttempt(
  context: AppContext,
  email: string,
  ipAddress: string,
): Promise<{ lockout: Lockout } | { attemptId: number }> {
  const { maxFailures, maxFailuresPerAddress, windowMinutes } = context.config.login;
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${ipAddress}))`);
    const byEmail = await failedWithinWindow(context, tx, { email });
    const byAddress = await failedWithinWindow(context, tx, { ipAddress });
    if (byEmail >= maxFailures || byAddress >= maxFailuresPerAddress) {
      return {
        lockout: {
          message: `Too many failed login attempts. Please try again in ${windowMinutes} minutes.`,
          retryAfterSeconds: windowMinutes * 60,
        },
      };
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email, ipAddress, succeeded: false, createdAt: context.now() })
      .returning({ id: loginAttempts.id });
    return { attemptId: row!.id };
  });
}

/** The claimed attempt signed in: it no longer counts towards a lockout. */
export async function attemptSucceeded(context: AppContext, attemptId: number): Promise<void> {
  await context.db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}
