import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { accounts, roles, users } from "../db/schema";

/** A user with the role they hold. */
export async function findUser(db: Db, where: { id: number } | { email: string }) {
  const [row] = await db
    .select({ user: users, role: roles, accountStatus: accounts.status })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where("id" in where ? eq(users.id, where.id) : eq(users.email, where.email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export type UserWithRole = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * Whether a user may sign in and keep a session: the user is active, and so is their account (staff
 * have none). A user disabled by their owner, or of an account staff suspended or closed, is refused.
 */
export function canSignIn(found: Pick<UserWithRole, "user" | "accountStatus">): boolean {
  return found.user.status === "active" && (found.accountStatus === null || found.accountStatus === "active");
}

export async function findAccount(db: Db, id: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return account ?? null;
}

/** Super admins and users with two-factor on must pass the two-factor login (SPEC §4, §6). */
export function needsTwoFactor({ user, role }: UserWithRole): boolean {
  return role.code === "super_admin" || user.twofaEnabled;
}

/** Whether the two-factor PIN goes by SMS ("1") or by email ("0"); part of the two-factor links. */
export function mobileTwofa({ user }: UserWithRole): "1" | "0" {
  return user.mobile && user.validatedMobile ? "1" : "0";
}
