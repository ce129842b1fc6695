import { inArray, sql } from "drizzle-orm";
import { ROLE_DEFINITIONS, type RoleCode } from "../access/catalog";
import { hashPassword } from "../lib/password";
import type { Db } from "./database";
import { accounts, roles, users } from "./schema";

/** The password of every demo user. */
export const DEMO_PASSWORD = "Sendline#2026";

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_ACCOUNTS = [
  {
    code: "acme",
    name: "Acme Corporation",
    balanceMonetary: 12500,
    balanceMonetaryWithholding: 350,
    creditLimit: 5000,
    pendingPayments: 1200,
  },
  {
    code: "trial",
    name: "Trial Company",
    isTrial: true,
    balanceSmsCredits: 10,
    balanceEmailCredits: 100,
  },
] satisfies (typeof accounts.$inferInsert)[];

interface DemoUser {
  email: string;
  fname: string;
  lname: string;
  role: RoleCode;
  account: "acme" | "trial" | null;
  mobile?: string;
  twofaEnabled?: boolean;
  passwordAgeDays?: number;
}

const DEMO_USERS: DemoUser[] = [
  {
    email: "superadmin@sendline.test",
    fname: "Super",
    lname: "Admin",
    role: "super_admin",
    account: null,
    mobile: "639171234567",
    twofaEnabled: true,
  },
  { email: "staff@sendline.test", fname: "Stella", lname: "Staff", role: "support", account: null },
  { email: "owner@acme.test", fname: "Olivia", lname: "Owner", role: "account_owner", account: "acme" },
  { email: "agent@acme.test", fname: "Adam", lname: "Agent", role: "account_user", account: "acme" },
  { email: "trial@trial.test", fname: "Tara", lname: "Trial", role: "account_owner", account: "trial" },
  {
    email: "stale@acme.test",
    fname: "Steve",
    lname: "Stale",
    role: "account_user",
    account: "acme",
    passwordAgeDays: 61,
  },
];

/**
 * Seeds the demo provider. Idempotent: rows are matched by natural key (account code, role code,
 * user email); roles are brought up to date, existing accounts and users are left as they are.
 */
export async function seed(
  db: Db,
  {
    now = new Date(),
    hash = hashPassword,
  }: { now?: Date; hash?: (password: string) => Promise<string> } = {},
): Promise<void> {
  await db.insert(accounts).values(DEMO_ACCOUNTS).onConflictDoNothing({ target: accounts.code });
  await db
    .insert(roles)
    .values(
      ROLE_DEFINITIONS.map((role) => ({ ...role, access: role.access, permissions: [...role.permissions] })),
    )
    .onConflictDoUpdate({
      target: roles.code,
      set: {
        name: sql`excluded.name`,
        isNonAccount: sql`excluded.is_non_account`,
        access: sql`excluded.access`,
        permissions: sql`excluded.permissions`,
      },
    });

  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  const missing = DEMO_USERS.filter((user) => !existing.some((row) => row.email === user.email));
  if (missing.length === 0) return;

  const roleIds = new Map((await db.select().from(roles)).map((role) => [role.code, role.id]));
  const accountIds = new Map((await db.select().from(accounts)).map((account) => [account.code, account.id]));
  const rows = await Promise.all(
    missing.map(async (user) => ({
      email: user.email,
      fname: user.fname,
      lname: user.lname,
      mobile: user.mobile ?? null,
      validatedMobile: user.mobile !== undefined,
      twofaEnabled: user.twofaEnabled ?? false,
      roleId: roleIds.get(user.role) ?? 0,
      accountId: user.account ? (accountIds.get(user.account) ?? null) : null,
      passwordHash: await hash(DEMO_PASSWORD),
      passwordLastUpdated: new Date(now.getTime() - (user.passwordAgeDays ?? 0) * DAY_MS),
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing({ target: users.email });
}
