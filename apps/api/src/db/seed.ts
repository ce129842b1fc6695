import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { formatAmount } from "@sendline/core";
import { ROLE_DEFINITIONS, type RoleCode } from "../modules/account/access-catalog";
import { createTopUp, topUpLink } from "../modules/billing/top-ups";
import { hashPassword } from "../lib/password";
import type { Db } from "./database";
import { accounts, outbox, roles, topUps, users } from "./schema";

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
    // The pending demo top-up below brings this to 1200.
    pendingPayments: 0,
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

/** The demo top-up waiting for Acme's owner to confirm it from the link in the outbox. */
const DEMO_TOP_UP = { account: "acme", amount: 1200, payer: "owner@acme.test", linkDays: 30 } as const;

/**
 * Keeps one pending, unexpired demo top-up for Acme, so a newcomer can open its link from the
 * outbox. A new one (with its amount added to the pending payments) is made only when there is
 * none: at the first seed, or after the last one was confirmed or expired.
 */
async function seedDemoTopUp(db: Db, now: Date): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.code, DEMO_TOP_UP.account));
  if (!account) return;
  const [pending] = await db
    .select({ id: topUps.id })
    .from(topUps)
    .where(and(eq(topUps.accountId, account.id), eq(topUps.status, "pending"), gt(topUps.expiresAt, now)))
    .limit(1);
  if (pending) return;
  const { txnid, token } = await createTopUp(db, {
    accountId: account.id,
    amount: DEMO_TOP_UP.amount,
    now,
    expiresAt: new Date(now.getTime() + DEMO_TOP_UP.linkDays * DAY_MS),
  });
  await db
    .update(accounts)
    .set({ pendingPayments: sql`${accounts.pendingPayments} + ${DEMO_TOP_UP.amount}` })
    .where(eq(accounts.id, account.id));
  await db.insert(outbox).values({
    channel: "email",
    to: DEMO_TOP_UP.payer,
    subject: "Confirm your Sendline top-up",
    body: `Open ${topUpLink(txnid, token)} to confirm your top-up of ${account.currencyCode} ${formatAmount(DEMO_TOP_UP.amount)} (${txnid}). The link expires in ${DEMO_TOP_UP.linkDays} days and works once.`,
    createdAt: now,
  });
}

/**
 * Seeds the demo provider. Idempotent: rows are matched by natural key (account code, role code,
 * user email); roles are brought up to date, existing accounts and users are left as they are, and
 * a demo top-up is added only while none is pending.
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
  await seedDemoTopUp(db, now);
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
